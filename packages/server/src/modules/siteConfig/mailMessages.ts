import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json';
import es from './locales/mail.es.json';

/** The mention e-mail's words, in the mentioned user's language. */
export const siteConfigMailText = defineServerCatalog('siteConfig-mail', en, { es });
