import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { envelope, renderWithRouter } from '../../test/render';
import ExportDialog from './ExportDialog';
import ExportsPage from './ExportsPage';
import { exportMessages } from './messages';
import { sizeText } from './RecentExports';

void exportMessages;

/** No exports, no schedules, no farms. */
const answer = vi.fn<typeof fetch>(async (input) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path.endsWith('/export/jobs')) return envelope(200, { jobs: [] });
  if (path.endsWith('/export/schedules')) return envelope(200, { schedules: [] });
  if (path.includes('site')) return envelope(200, { sites: [], total: 0 });
  return envelope(200, [{ objectId: 'Farm000001', name: 'North Pivot Farm' }]);
});
beforeAll(async () => {
  await setLanguage('es');
  await startDomainText();
});
afterAll(() => setLanguage('en'));

describe('exports in Spanish', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('titles the exports page and says there is nothing yet in Spanish', async () => {
    vi.stubGlobal('fetch', answer);
    renderWithRouter(<ExportsPage />);
    expect(screen.getByRole('heading', { name: 'Exportaciones' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Exportaciones recientes' })).toBeTruthy();
    expect(await screen.findByText(/^Todavía no hay exportaciones preparadas/)).toBeTruthy();
    expect(await screen.findByText(/^No hay exportaciones semanales\./)).toBeTruthy();
    expect(sizeText(512)).toBe('512 bytes');
  });

  it('draws the Export dialog’s choices in Spanish, the domain’s measurements and checks included', async () => {
    vi.stubGlobal('fetch', answer);
    renderWithRouter(<ExportDialog onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Exportar datos' })).toBeTruthy();
    expect(screen.getByText('Nueva exportación')).toBeTruthy();
    expect(screen.getByText('Humedad')).toBeTruthy();
    expect(screen.getAllByText('(por profundidad)', { exact: false })).toHaveLength(2);
    expect(screen.getByText('Temperatura del suelo')).toBeTruthy();
    expect(screen.getByText('CSV, una tabla')).toBeTruthy();
    expect(screen.getByText('Envíame esta exportación por correo cada lunes')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Elige al menos un sitio.')).toBeTruthy(), { timeout: 3000 });
    expect(screen.queryByText(/\b(Interval|Format|Include|Units)\b|Choose at least/)).toBeNull();
  }, 15_000);
});
