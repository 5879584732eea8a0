import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The contact page's words. */
export const contactMessages = defineCatalog('contact', en, { es: () => import('./locales/es.json') });
