import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The Farm Health Report e-mail's words, in the recipient's language. */
export const fieldReportMailText = defineServerCatalog('fieldReport-mail', en, { es });
export type FieldReportMailKey = Extract<keyof typeof en, string>;
