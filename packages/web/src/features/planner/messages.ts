import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The irrigation planner's words: the page, its rows and cards, filters, pump capacity and CSV. */
export const plannerMessages = defineCatalog('planner', en, { es: () => import('./locales/es.json') });
