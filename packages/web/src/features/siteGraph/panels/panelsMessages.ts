import { defineCatalog } from '../../../i18n/catalog';
import en from '../locales/panels.en.json';

/** The words of the tables under the site graph and its dialogs (notes, Delete Data, Upgrade, confirm). */
export const panelsMessages = defineCatalog('siteGraph-panels', en, { es: () => import('../locales/panels.es.json') });

/** The English wording, for the exported constants tests compare with. */
export const panelsEnglish = en;
