import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { envelope, renderWithRouter } from '../../test/render';
import { stubApi } from '../../test/testApi';
import { testPage } from '../../test/testThresholdPage';
import './messages';
import { TemplateSection } from './TemplateSection';

vi.mock('../../chart/SiteGraphChart', () => ({ SiteGraphChart: () => <div data-testid="chart" /> }));

const RANGE = { from: Date.UTC(2026, 4, 1) / 1000, to: Date.UTC(2026, 7, 1) / 1000 };
const props = { range: RANGE, canEdit: true, canCreate: true, canSharePublic: false };

describe('TemplateSection in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('words the picker, the editor, the table and the save dialog in Spanish', async () => {
    stubApi({ 'GET /templates': () => envelope(200, []) });
    renderWithRouter(<TemplateSection page={testPage()} {...props} />);
    expect(await screen.findByText('No se encontraron plantillas para el tipo de cultivo: Corn')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plantilla de cultivo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar al sitio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar vista previa' })).toBeTruthy();
    expect(screen.getByText('No hay plantilla aplicada: el sitio usa sus umbrales.')).toBeTruthy();
    expect(screen.getByLabelText('Día de inicio, fila 2')).toHaveProperty('value', '11');
    expect(screen.getByRole('button', { name: 'Subir Rojo' })).toBeTruthy();
    for (const english of ['Crop template', 'Apply to site', 'Update Preview', 'Add Row', 'Start Day']) {
      expect(screen.queryByText(english)).toBeNull();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar plantilla' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ponle un nombre a esta plantilla')).toBeTruthy();
    expect(within(dialog).getByLabelText('Mi equipo y superiores')).toBeTruthy();
  });
});
