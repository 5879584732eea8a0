import { afterAll, describe, expect, it, vi } from 'vitest';
import { currentLanguage, defineCatalog, onWordsChange, setLanguage, translate } from './catalog';

describe('catalogues', () => {
  afterAll(() => setLanguage('en'));

  it('words a key in English until the language is switched, then in it, with plurals', async () => {
    const sites = defineCatalog(
      'test-sites',
      { count: '{count, plural, one {# site} other {# sites}}' },
      { es: async () => ({ default: { count: '{count, plural, one {# sitio} other {# sitios}}' } }) },
    );
    expect(translate(sites, 'count', { count: 2 })).toBe('2 sites');
    await setLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(translate(sites, 'count', { count: 1 })).toBe('1 sitio');
    await setLanguage('en');
    expect(translate(sites, 'count', { count: 1 })).toBe('1 site');
  });

  it('loads a feature registered while a switch is on its way (a chunk evaluated at the start) and redraws', async () => {
    let release!: () => void;
    const early = defineCatalog(
      'test-early',
      { hi: 'Hi' },
      {
        es: () => new Promise((resolve) => (release = () => resolve({ default: { hi: 'Hola' } }))),
      },
    );
    const redraws = vi.fn();
    const stop = onWordsChange(redraws);
    const switching = setLanguage('es');
    const late = defineCatalog('test-late', { bye: 'Bye' }, { es: async () => ({ default: { bye: 'Adiós' } }) });
    release();
    await switching;
    await vi.waitFor(() => expect(translate(late, 'bye')).toBe('Adiós'));
    expect(translate(early, 'hi')).toBe('Hola');
    expect(redraws).toHaveBeenCalled();
    stop();
  });

  it('keeps English under a language whose file lacks a key', async () => {
    const partial = defineCatalog('test-partial', { a: 'A', b: 'B' }, { es: async () => ({ default: { a: 'Á' } }) });
    await setLanguage('es');
    await vi.waitFor(() => expect(translate(partial, 'a')).toBe('Á'));
    expect(translate(partial, 'b')).toBe('B');
  });
});
