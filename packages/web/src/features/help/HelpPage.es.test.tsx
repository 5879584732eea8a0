import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { envelope, renderWithRouter } from '../../test/render';
import HelpPage from './HelpPage';
import './messages';

describe('the help page in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('words its own chrome in Spanish and keeps the videos’ names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, { videos: [{ id: 'overview', url: 'https://example.com/overview.mp4', captions: null }] })),
    );
    renderWithRouter(<HelpPage />, '/dashboard/help');
    expect(await screen.findByText('Un recorrido por las fincas, los sitios y lo que significan sus colores.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ayuda' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByText('Este video aún no está disponible.')).toBeTruthy();
    expect(screen.queryByText(/Two short videos|A tour of farms|isn't available/)).toBeNull();
  });
});
