import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The site detail shell's words: its header, tabs, radio status and the Select a Site dialog. */
export const siteDetailMessages = defineCatalog('siteDetail', en, { es: () => import('./locales/es.json') });
