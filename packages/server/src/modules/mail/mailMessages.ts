import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The account mails' words (security notices, invitations), in the recipient's language. */
export const mailMailText = defineServerCatalog('mail-mail', en, { es });
export type MailMailKey = Extract<keyof typeof en, string>;
