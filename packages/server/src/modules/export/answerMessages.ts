import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/answers.en.json' with { type: 'json' };
import es from './locales/answers.es.json' with { type: 'json' };

/** Export's sentences inside answers (a failed job's reason), in the request's language. */
export const exportAnswerText = defineServerCatalog('export-answers', en, { es });
export type ExportAnswerKey = Extract<keyof typeof en, string>;
