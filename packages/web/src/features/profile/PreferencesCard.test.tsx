import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PREFERENCE, mergePreference, type Preference, type Profile } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { envelope, renderWithRouter } from '../../test/render';
import type { Flash } from '../../ui/flash';
import './messages';
import { PreferencesCard } from './PreferencesCard';

const profile = { objectId: 'User000001', name: 'Dana Whitfield', username: 'dana', farm: null } as unknown as Profile;

describe('PreferencesCard: the language (issue 34)', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const flash: Flash = { show: vi.fn(), banner: null };
  const bodies = () => fetchMock.mock.calls.filter(([, init]) => init?.body).map(([, init]) => JSON.parse(init!.body as string));

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_path, init) =>
      envelope(200, { preference: mergePreference(DEFAULT_PREFERENCE, JSON.parse(init!.body as string)) }, 'Updated'),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderCard = (preference: Preference = DEFAULT_PREFERENCE) =>
    renderWithRouter(<PreferencesCard profile={profile} preference={preference} flash={flash} />);

  it('offers the browser’s language (the default), English and Español, and saves Español as es', async () => {
    renderCard();
    const group = screen.getByText('Language').closest('div')!.parentElement!;
    expect(group.textContent).toContain('The words of the app and of its e-mails');
    expect((screen.getByRole('radio', { name: "Browser's language" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'English' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(bodies()).toEqual([{ language: 'es' }]));
    await waitFor(() => expect(flash.show).toHaveBeenCalledWith('success', "'Language' updated"));
  });

  describe('in Spanish', () => {
    beforeAll(() => setLanguage('es'));
    afterAll(() => setLanguage('en'));

    it('words the card in Spanish and keeps each language’s own name', async () => {
      renderCard({ ...DEFAULT_PREFERENCE, language: 'es' });
      expect(await screen.findByText('Preferencias')).toBeTruthy();
      expect(screen.getByText('Idioma')).toBeTruthy();
      expect(screen.getByText('Unidades')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Pies y pulgadas' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Oscuro' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Idioma del navegador' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'English' })).toBeTruthy();
      expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByText(/Preferences|Temperature|Feet & inches|Browser's language/)).toBeNull();
    });
  });
});
