import { use, useCallback, useSyncExternalStore } from 'react';
import { isReady, namespaceLoad, onWordsChange, translate, wordsVersion, type Catalog, type Values } from './catalog';

/** The words' version, re-rendering the caller when the language or shared words change (no provider needed above it). */
export function useLanguageLocale(): number {
  return useSyncExternalStore(onWordsChange, wordsVersion, wordsVersion);
}

/**
 * A component's words: `const t = useT(sitesMessages); t('title')`. Re-renders when the language
 * changes; in a language whose file hasn't arrived yet it waits (Suspense) rather than flash English.
 */
export function useT<Key extends string>(catalog: Catalog<Key>): (key: Key, values?: Values) => string {
  const version = useLanguageLocale();
  if (!isReady(catalog.ns)) use(namespaceLoad(catalog.ns));
  // The version in the deps: a new function after a switch, so memoised children see the change.
  return useCallback((key: Key, values?: Values) => (version >= 0 ? translate(catalog, key, values) : ''), [catalog, version]);
}
