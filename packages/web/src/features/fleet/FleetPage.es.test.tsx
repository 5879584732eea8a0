import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { FleetDeviceDetail } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { envelope, renderWithRouter } from '../../test/render';
import { drainingProbe, faultyProbe, page, silentProbe } from '../../test/fleetFixtures';
import { fleetCsv } from './fleetCsv';
import FleetPage from './FleetPage';
import { fleetMessages } from './messages';

const detail: FleetDeviceDetail = {
  device: faultyProbe,
  days: [{ day: '2026-11-25', readings: 96, expected: 96, completeness: 100, batteryPercent: 64, rssi: -95, bars: 3 }],
  faults: [],
  disconnections: [],
  changelog: [],
  graphPath: '/farm/Farm000001/site/10002/Site000001/0x00000000000000a1/graph',
};

void fleetMessages;
beforeAll(async () => {
  await setLanguage('es');
  await startDomainText();
});
afterAll(() => setLanguage('en'));

describe('the fleet screen in Spanish', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === `/fleet/devices/${faultyProbe.id}`) return envelope(200, detail);
        return envelope(200, page([silentProbe, faultyProbe, drainingProbe]));
      }),
    );
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('titles the page, the table, the summary and the filters in Spanish', async () => {
    renderWithRouter(<FleetPage />, '/dashboard/fleet');
    const rows = await screen.findAllByTestId('fleet-row');
    expect(screen.getByRole('heading', { name: 'Estado de la flota' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Dispositivos, primero los que necesitan una visita' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Dispositivo', 'Estado', 'Última lectura', 'Batería', 'Señal', 'Lecturas (24 h)', 'Fallas abiertas']);
    expect(within(rows[2]!).getByTestId('fleet-battery').textContent).toBe('32 % · 8 días hasta batería baja');
    expect(screen.getByTestId('fleet-chip-silent').textContent).toBe('1 en silencio');
    expect(screen.getByTestId('fleet-count').textContent).toBe('3 dispositivos, primero los que necesitan una visita');
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeTruthy();
    expect(table.textContent).not.toMatch(/Last reading|Battery|Open faults|Probe 0x/);
    expect(table.textContent).toMatch(/Sonda 0x/);
    expect(fleetCsv([silentProbe]).split('\r\n')[0]).toMatch(/^Cliente,Finca,Sitio,ID del sitio,Dispositivo,/);
  });

  it('draws the device panel in Spanish', async () => {
    renderWithRouter(<FleetPage />, '/dashboard/fleet');
    const rows = await screen.findAllByTestId('fleet-row');
    fireEvent.click(within(rows[1]!).getByTestId('fleet-open'));
    const panel = await screen.findByTestId('fleet-panel');
    expect(within(panel).getByRole('link', { name: 'Abrir el gráfico' })).toBeTruthy();
    expect(within(panel).getByText('Últimos 30 días')).toBeTruthy();
    expect(within(panel).getByText('Ninguna falla de sensores en los últimos 30 días.')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: /^Batería en 1 día: 64 % el 2026-11-25/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar el panel del dispositivo' })).toBeTruthy();
  });
});
