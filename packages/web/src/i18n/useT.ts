import { useCallback, useSyncExternalStore } from 'react';
import { onWordsChange, translate, wordsVersion, type Catalog, type Values } from './catalog';

/** The words' version, re-rendering the caller when the language or shared words change (no provider needed above it). */
export function useLanguageLocale(): number {
  return useSyncExternalStore(onWordsChange, wordsVersion, wordsVersion);
}

/**
 * A component's words: `const t = useT(sitesMessages); t('title')`. Re-renders when the language
 * changes, and when the feature's file in it arrives (English until then, for the moment it takes).
 * Not Suspense with React's `use`: a component suspending between its hooks as it mounts made React
 * fail on the replay ("Minified React error #467").
 */
export function useT<Key extends string>(catalog: Catalog<Key>): (key: Key, values?: Values) => string {
  const version = useLanguageLocale();
  // The version in the deps: a new function after a switch, so memoised children see the change.
  return useCallback((key: Key, values?: Values) => (version >= 0 ? translate(catalog, key, values) : ''), [catalog, version]);
}
