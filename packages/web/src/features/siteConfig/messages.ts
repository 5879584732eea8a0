import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The site's Configuration and About screens' words. */
export const siteConfigMessages = defineCatalog('siteConfig', en, { es: () => import('./locales/es.json') });

/** A key of the siteConfig catalogue. */
export type SiteConfigKey = keyof typeof en;
