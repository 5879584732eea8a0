import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The farm Settings panel's words. */
export const farmSettingsMessages = defineCatalog('farmSettings', en, { es: () => import('./locales/es.json') });
