import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The mention e-mail's words, in the mentioned user's language. */
export const siteConfigMailText = defineServerCatalog('siteConfig-mail', en, { es });
