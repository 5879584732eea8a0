import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The signed-in frame's words: navigation, profile menu, bell. */
export const shellMessages = defineCatalog('shell', en, { es: () => import('./locales/es.json') });
