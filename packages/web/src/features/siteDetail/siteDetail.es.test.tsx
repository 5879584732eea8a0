import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import { stubApi } from '../../test/testApi';
import './messages';
import { BatteryGauge, SignalBars } from './RadioStatus';
import { SiteSwitcher } from './SiteSwitcher';

/** The domain's word for this strength (agronomy/radio.ts), as the API sends it. */
const GOOD = 'Good';

describe('the site detail shell in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('words the radio status', async () => {
    renderWithRouter(
      <>
        <SignalBars signal={{ rssi: -92, bars: 3, label: GOOD, at: '2026-07-01T00:00:00.000Z' }} />
        <SignalBars signal={null} />
        <BatteryGauge battery={{ percent: 80, visible: true } as never} />
      </>,
    );
    expect(await screen.findByLabelText('Señal LORA: 3 de 5 barras, Buena (-92 dBm)')).toBeTruthy();
    expect(screen.getByLabelText('Señal LORA: sin valor')).toBeTruthy();
    expect(screen.getByText('sin valor')).toBeTruthy();
    expect(screen.getByLabelText('Batería FOX 80%')).toBeTruthy();
    expect(screen.queryByText('no value')).toBeNull();
  });

  it('words Select a Site', async () => {
    stubApi({});
    renderWithRouter(<SiteSwitcher farmId="farm1" currentSiteId="site1" opened onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Seleccionar un sitio' })).toBeTruthy();
    expect(screen.getByText('Ordenar por: alfabético')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.queryByText('Sort By: Alphabetical')).toBeNull();
  });
});
