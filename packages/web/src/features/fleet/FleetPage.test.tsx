import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FleetDeviceDetail } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { drainingProbe, faultyProbe, page, silentProbe } from '../../test/fleetFixtures';
import FleetPage from './FleetPage';

const detail: FleetDeviceDetail = {
  device: faultyProbe,
  days: [
    { day: '2026-11-25', readings: 96, expected: 96, completeness: 100, batteryPercent: 64, rssi: -95, bars: 3 },
    { day: '2026-11-26', readings: 90, expected: 96, completeness: 93.8, batteryPercent: 63.6, rssi: -96, bars: 3 },
  ],
  faults: [
    {
      id: 'Fault00001',
      kind: 'flatline',
      channel: 'moisture',
      depthIndex: 2,
      depthIn: 16,
      title: 'Flatline at 16 in',
      openedAt: '2026-11-25T12:00:00.000Z',
      lastSeenAt: '2026-11-27T12:00:00.000Z',
      clearedAt: null,
      evidence: {
        from: '2026-11-24T12:00:00.000Z',
        to: '2026-11-27T12:00:00.000Z',
        summary: 'The 16 in sensor has read 9.80 % for 72 hours while the other depths moved up to 2.1 %.',
        points: [],
      },
    },
  ],
  disconnections: [{ startedAt: '2026-11-10T02:00:00.000Z', endedAt: '2026-11-10T09:00:00.000Z' }],
  changelog: [],
  graphPath: '/farm/Farm000001/site/10002/Site000001/0x00000000000000a1/graph',
};

describe('the fleet screen', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const asked: URL[] = [];

  beforeEach(() => {
    asked.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (url.pathname === `/fleet/devices/${faultyProbe.id}`) return envelope(200, detail);
      if (url.searchParams.get('status') === 'silent') return envelope(200, page([silentProbe]));
      return envelope(200, page([silentProbe, faultyProbe, drainingProbe]));
    });
    vi.stubGlobal('fetch', fetchMock);
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

  it('lists the devices worst first with their status, battery and faults in words', async () => {
    renderWithRouter(<FleetPage />, '/dashboard/fleet');
    const rows = await screen.findAllByTestId('fleet-row');
    expect(rows.map((r) => r.getAttribute('data-device-id'))).toEqual([silentProbe.deviceId, faultyProbe.deviceId, drainingProbe.deviceId]);
    expect(within(rows[0]!).getByTestId('fleet-status').textContent).toBe('Silent 3 days');
    expect(within(rows[1]!).getByTestId('fleet-faults').textContent).toBe('Flatline at 16 in');
    expect(within(rows[2]!).getByTestId('fleet-battery').textContent).toBe('32 % · 8 days to low');
    expect(screen.getByTestId('fleet-chip-silent').textContent).toBe('1 silent');
    expect(screen.getByTestId('fleet-chip-faults').textContent).toBe('2 with sensor faults');
  });

  it('narrows the table to a summary count when it is clicked, and back', async () => {
    const { router } = renderWithRouter(<FleetPage />, '/dashboard/fleet');
    fireEvent.click(await screen.findByTestId('fleet-chip-silent'));
    await waitFor(() => expect(screen.getAllByTestId('fleet-row')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=silent');
    expect(asked.at(-1)!.searchParams.get('status')).toBe('silent');
    expect(screen.getByTestId('fleet-chip-silent').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('fleet-chip-silent'));
    await waitFor(() => expect(screen.getAllByTestId('fleet-row')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('opens a device’s panel with its fault’s evidence, its outages and the link to the graph', async () => {
    const { router } = renderWithRouter(<FleetPage />, '/dashboard/fleet');
    const rows = await screen.findAllByTestId('fleet-row');
    fireEvent.click(within(rows[1]!).getByTestId('fleet-open'));
    const panel = await screen.findByTestId('fleet-panel');
    expect(router.state.location.search).toBe(`?device=${faultyProbe.id}`);
    expect(within(panel).getByTestId('fleet-fault').textContent).toContain('The 16 in sensor has read 9.80 % for 72 hours');
    expect(within(panel).getByTestId('fleet-outages').textContent).toContain('–');
    expect(within(panel).getByRole('link', { name: 'Open the graph' }).getAttribute('href')).toBe(detail.graphPath);
    expect(within(panel).getByRole('img', { name: /^Battery over 2 days: 64 % on 2026-11-25, 64 % on 2026-11-26$/ })).toBeTruthy();
  });
});
