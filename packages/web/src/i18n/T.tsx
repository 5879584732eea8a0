import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { wordsFor, type Catalog, type Values } from './catalog';
import { useLanguageLocale } from './useT';

/**
 * A message with markup inside it: "Read <0>the guide</0> first." with `components={{ 0: <Anchor … /> }}`.
 * For plain text, `useT` is lighter.
 */
export function T<Key extends string>({
  catalog,
  k,
  values,
  components,
}: {
  catalog: Catalog<Key>;
  k: Key;
  values?: Values;
  components?: Record<string, ReactElement>;
}) {
  useLanguageLocale();
  return <TransNoContext id={`${catalog.ns}.${k}`} values={values} components={components} lingui={{ i18n: wordsFor(catalog.ns) }} />;
}
