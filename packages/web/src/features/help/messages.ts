import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The help page's words (the videos' own titles stay as they are named). */
export const helpMessages = defineCatalog('help', en, { es: () => import('./locales/es.json') });
