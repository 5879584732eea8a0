import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The accounts screens' words: lists, details, editing, members, invitations and the create-account flow. */
export const accountsMessages = defineCatalog('accounts', en, { es: () => import('./locales/es.json') });
