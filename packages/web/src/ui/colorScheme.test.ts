import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_KEY, colorSchemeManager, colorSchemeOf, markColorScheme } from './colorScheme';

const attribute = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('colour scheme', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("names a preference's theme as Mantine does: system follows the device", () => {
    expect(colorSchemeOf('light')).toBe('light');
    expect(colorSchemeOf('dark')).toBe('dark');
    expect(colorSchemeOf('system')).toBe('auto');
    expect(colorSchemeOf(undefined)).toBe('auto');
  });

  it('keeps the last choice on the device, and nothing else', () => {
    expect(colorSchemeManager.get('auto')).toBe('auto');
    colorSchemeManager.set('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(colorSchemeManager.get('auto')).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_KEY, 'purple');
    expect(colorSchemeManager.get('light')).toBe('light');
    colorSchemeManager.set('light');
    colorSchemeManager.clear();
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
  });

  it('marks the page before the first render: the kept choice, else the system', () => {
    const system = (dark: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark') }));
    system(true);
    markColorScheme();
    expect(attribute()).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    markColorScheme();
    expect(attribute()).toBe('light');
    system(false);
    localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    markColorScheme();
    expect(attribute()).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_KEY, 'auto');
    markColorScheme();
    expect(attribute()).toBe('light');
  });
});
