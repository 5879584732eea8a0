export { currentLanguage, defineCatalog, intlLocale, setLanguage, translate, type Catalog, type Values } from './catalog';
export { useT } from './useT';
export { T } from './T';
