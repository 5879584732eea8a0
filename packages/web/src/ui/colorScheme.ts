import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import type { Preference } from '@tilth/domain';

/**
 * The colour scheme on this device (issue 34). The user's choice lives in their preferences on the
 * server; this key keeps the last one seen so the first frame of the next visit is already in it
 * (no white flash before the preference arrives). Logout clears local storage, so the sign-in page
 * follows the system.
 */
export const COLOR_SCHEME_KEY = 'tilth-color-scheme';

const SCHEMES: readonly string[] = ['light', 'dark', 'auto'];

function stored(): MantineColorScheme | null {
  try {
    const value = localStorage.getItem(COLOR_SCHEME_KEY);
    return value && SCHEMES.includes(value) ? (value as MantineColorScheme) : null;
  } catch {
    return null;
  }
}

/**
 * Mantine's store for the scheme. Unlike its own local-storage manager it does not follow other tabs'
 * writes: each tab follows its own copy of the preference, so two tabs can never hand a choice back
 * and forth.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  get: (fallback) => stored() ?? fallback,
  set: (value) => {
    try {
      localStorage.setItem(COLOR_SCHEME_KEY, value);
    } catch {
      // Storage full or refused: the scheme still applies to this page.
    }
  },
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => {
    try {
      localStorage.removeItem(COLOR_SCHEME_KEY);
    } catch {
      // Nothing kept.
    }
  },
};

/** Mantine's name for a preference's theme: 'system' is 'auto', which follows prefers-color-scheme live. */
export function colorSchemeOf(theme: Preference['theme'] | undefined): MantineColorScheme {
  return theme === 'light' || theme === 'dark' ? theme : 'auto';
}

/**
 * Marks the page with the remembered scheme before React's first render, which may wait for the
 * device's cache: the page behind the loader is then already dark for a dark choice.
 */
export function markColorScheme(): void {
  const scheme = stored() ?? 'auto';
  const dark =
    scheme === 'dark' || (scheme === 'auto' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}
