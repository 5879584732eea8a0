import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/mail.en.json' with { type: 'json' };
import es from './locales/mail.es.json' with { type: 'json' };

/** The alerts' words as the recipient reads them: the stored titles, the alert e-mails, pushes and text messages. */
export const notificationsMailText = defineServerCatalog('notifications-mail', en, { es });
export type NotificationsMailKey = Extract<keyof typeof en, string>;
