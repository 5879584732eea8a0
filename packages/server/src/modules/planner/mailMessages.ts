import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The weekly irrigation plan e-mail's words, in the recipient's language. */
export const plannerMailText = defineServerCatalog('planner-mail', en, { es });
export type PlannerMailKey = Extract<keyof typeof en, string>;
