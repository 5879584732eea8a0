import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The farms screens' words: the list, tree and map, the selection modal and the Create New Farm form. */
export const farmsMessages = defineCatalog('farms', en, { es: () => import('./locales/es.json') });
