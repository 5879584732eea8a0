import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The mail outbox page's words. */
export const outboxMessages = defineCatalog('outbox', en, { es: () => import('./locales/es.json') });
