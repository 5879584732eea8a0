import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The subscription screens' words: history, dealer summary, audit and the site's subscription card. */
export const subscriptionsMessages = defineCatalog('subscriptions', en, { es: () => import('./locales/es.json') });
