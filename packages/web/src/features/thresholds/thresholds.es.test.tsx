import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import { testPage } from '../../test/testThresholdPage';
import './messages';
import { ThresholdSection } from './ThresholdSection';

vi.mock('../../chart/SiteGraphChart', () => ({ SiteGraphChart: () => <div data-testid="chart" /> }));

describe('the thresholds in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('words the threshold graph, the table and Save', async () => {
    renderWithRouter(
      <ThresholdSection page={testPage()} series={{ data: undefined, isFetching: false }} range={{ from: 0, to: 86_400 }} canEdit />,
    );
    expect(await screen.findByRole('heading', { name: 'Umbrales' })).toBeTruthy();
    expect(screen.getByText('Umbrales (VWC %)')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tabla de umbrales' })).toBeTruthy();
    expect(screen.getByText('Editado por el usuario')).toBeTruthy();
    expect(screen.getByLabelText('FC de Probe 6 in')).toBeTruthy();
    expect(within(screen.getByTestId('threshold-table')).getByTitle('Capacidad de campo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recalcular todos los valores' })).toBeTruthy();
    for (const english of ['Thresholds', 'User_Edited', 'Sensor shown', 'Recompute all values']) {
      expect(screen.queryByText(english)).toBeNull();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nada que guardar: no se cambió ningún umbral.')).toBeTruthy();
  });
});
