import { use, useCallback, useSyncExternalStore } from 'react';
import { i18n, isReady, namespaceLoad, translate, type Catalog, type Values } from './catalog';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/** The active language, re-rendering the caller when it changes (no provider needed above it). */
export function useLanguageLocale(): string {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}

/**
 * A component's words: `const t = useT(sitesMessages); t('title')`. Re-renders when the language
 * changes; in a language whose file hasn't arrived yet it waits (Suspense) rather than flash English.
 */
export function useT<Key extends string>(catalog: Catalog<Key>): (key: Key, values?: Values) => string {
  const locale = useLanguageLocale();
  if (!isReady(catalog.ns)) use(namespaceLoad(catalog.ns));
  // The locale in the deps: a new function after a switch, so memoised children see the change.
  return useCallback((key: Key, values?: Values) => (locale ? translate(catalog, key, values) : ''), [catalog, locale]);
}
