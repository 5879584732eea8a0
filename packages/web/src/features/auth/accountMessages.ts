import { defineCatalog } from '../../i18n/catalog';
import en from './locales/account.en.json';

/** The account screens' words outside the sign-in card: forgot/reset password, confirm e-mail, two-step sign-in, logout. */
export const accountMessages = defineCatalog('auth-account', en, { es: () => import('./locales/account.es.json') });
