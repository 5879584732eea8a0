import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The sites screens' words (farm page, site list and cards, map, thumbnails, weather, user access). */
export const sitesMessages = defineCatalog('sites', en, { es: () => import('./locales/es.json') });
