import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The exports' e-mails and the bell's "export ready" line, in the user's language. */
export const exportMailText = defineServerCatalog('export-mail', en, { es });
export type ExportMailKey = Extract<keyof typeof en, string>;
