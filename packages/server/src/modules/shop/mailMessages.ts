import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The shop's e-mails (receipts, a failed renewal), in the purchaser's language. */
export const shopMailText = defineServerCatalog('shop-mail', en, { es });
