import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** Edit Profile's words. */
export const profileMessages = defineCatalog('profile', en, { es: () => import('./locales/es.json') });
