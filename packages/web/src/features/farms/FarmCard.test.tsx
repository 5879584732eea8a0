import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { FarmListItem } from '@tilth/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { FarmCard } from './FarmCard';

const farm = (sites: FarmListItem['sites']): FarmListItem => ({
  objectId: 'Farm000001',
  name: 'North Pivot Farm',
  physicalAddress: 'FM 400, Plainview, TX 79072',
  mailingAddress: null,
  image: null,
  location: { latitude: 34.2, longitude: -101.7 },
  businessId: 'Biz0000001',
  businessName: 'Green Acres Growers',
  timeZone: 'America/Chicago',
  createdAt: '2026-01-01T00:00:00.000Z',
  siteCount: sites?.length ?? 0,
  reportingStatus: [
    { status: 'LOW', count: 1 },
    { status: 'MED', count: 0 },
    { status: 'FAIR', count: 2 },
    { status: 'EXTRACTED', count: 0 },
    { status: 'NOT_CONNECTED', count: 0 },
  ],
  sites,
});

describe('farm card', () => {
  afterEach(cleanup);

  it('names every count and expands to the sites with a labelled status icon each', async () => {
    renderWithRouter(
      <FarmCard
        farm={farm([
          {
            objectId: 'S1',
            siteId: '10001',
            name: 'East Pivot',
            status: 'ACTIVE',
            health: 'LOW',
            lastReadingAt: null,
            plan: 'Gold',
            location: { latitude: 0, longitude: 0 },
          },
        ])}
      />,
    );
    const counts = screen.getByRole('group', { name: 'Site health of North Pivot Farm' });
    expect(counts.textContent).toContain('1Needs attention');
    expect(counts.textContent).toContain('2No issues');
    const toggle = screen.getByRole('button', { name: 'Show sites of North Pivot Farm' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide sites of North Pivot Farm' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('img', { name: 'Needs attention' })).toBeTruthy();
    expect(screen.getByText(/ID# 10001/)).toBeTruthy();
  });

  it('says how many probes stopped reporting, in words, and nothing when none did', () => {
    const silent = farm([]);
    silent.reportingStatus = silent.reportingStatus.map((s) => (s.status === 'NOT_CONNECTED' ? { ...s, count: 2 } : s));
    renderWithRouter(<FarmCard farm={silent} />);
    expect(screen.getByRole('group', { name: 'Site health of North Pivot Farm' }).textContent).toContain('2 not reporting');
    cleanup();
    renderWithRouter(<FarmCard farm={farm([])} />);
    expect(screen.queryByTestId('not-reporting')).toBeNull();
  });

  it('says No Sites for a farm without sites', () => {
    renderWithRouter(<FarmCard farm={farm([])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show sites of North Pivot Farm' }));
    expect(screen.getByText('No Sites')).toBeTruthy();
  });

  it('counts the sites it lists, extracted and not installed ones included, and says what they are', () => {
    const site = (objectId: string, health: 'FAIR' | 'EXTRACTED' | 'PENDING') => ({
      objectId,
      siteId: objectId,
      name: `Site ${objectId}`,
      status: health === 'PENDING' ? ('PENDING' as const) : ('ACTIVE' as const),
      health,
      lastReadingAt: null,
      plan: 'Gold' as const,
      location: { latitude: 0, longitude: 0 },
    });
    // The server's siteCount leaves the extracted site out: 2, where the list holds 3.
    renderWithRouter(<FarmCard farm={{ ...farm([site('1', 'FAIR'), site('2', 'EXTRACTED'), site('3', 'PENDING')]), siteCount: 2 }} />);
    const toggle = screen.getByRole('button', { name: 'Show sites of North Pivot Farm' });
    expect(toggle.textContent).toContain('3 sites');
    fireEvent.click(toggle);
    expect(screen.getAllByTestId('site-row')).toHaveLength(3);
    expect(screen.getByTestId('site-states').textContent).toBe('3 sites: 1 installed, 1 extracted (probe removed), 1 not installed yet');
    expect(screen.getByText(/ID# 2 · Extracted/)).toBeTruthy();
    expect(screen.getByText(/ID# 3 · Not installed/)).toBeTruthy();
  });
});
