import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The text messages' words (the phone's verification code), in the user's language. */
export const alertChannelsMailText = defineServerCatalog('alertChannels-mail', en, { es });
