import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The shop's words: plans, product page, checkout, cards and invoices. */
export const shopMessages = defineCatalog('shop', en, { es: () => import('./locales/es.json') });
