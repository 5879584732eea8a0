import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The offline bar's and the update bar's words. */
export const offlineMessages = defineCatalog('offline', en, { es: () => import('./locales/es.json') });
