import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The API keys card's words: the list, the create dialog, the one-time secret and revoking. */
export const apiKeysMessages = defineCatalog('apiKeys', en, { es: () => import('./locales/es.json') });
