import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message file: src/…/locales/<language>.json, or <part>.<language>.json when a feature has several (src/i18n/catalog.ts). */
const CATALOG = /[\\/]locales[\\/](?:[\w-]+\.)?[a-z]{2}\.json$/;

/**
 * Compiles each message catalogue's ICU messages at build time (Lingui's compiled form, still JSON),
 * so the browser formats plurals and numbers without carrying a message parser. Runs before Vite's
 * JSON plugin, which then turns the compiled file into a module as usual. Tests and `vite dev`
 * compile at run time instead (Lingui does outside production).
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'tilth:compile-catalogs',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
