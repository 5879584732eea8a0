import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The "stopped reporting" e-mail's words, in each contact's language. */
export const connectivityMailText = defineServerCatalog('connectivity-mail', en, { es });
export type ConnectivityMailKey = Extract<keyof typeof en, string>;
