import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/answers.en.json' with { type: 'json' };
import es from './locales/answers.es.json' with { type: 'json' };

/** Fleet health's sentences inside answers (status, fault titles, evidence), in the request's language. */
export const fleetAnswerText = defineServerCatalog('fleet-answers', en, { es });
export type FleetAnswerKey = Extract<keyof typeof en, string>;
