import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The notifications' words: the bell's sections, the alert preferences card and the unsubscribe page. */
export const notificationsMessages = defineCatalog('notifications', en, { es: () => import('./locales/es.json') });

export type NotificationsKey = keyof typeof en;
