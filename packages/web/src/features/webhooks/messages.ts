import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The webhooks page's words: the list, the add/edit and delete dialogs, the secret and the delivery log. */
export const webhooksMessages = defineCatalog('webhooks', en, { es: () => import('./locales/es.json') });
