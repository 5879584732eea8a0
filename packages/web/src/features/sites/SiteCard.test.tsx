import type { SiteCardView } from '@tilth/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dueRow } from '../../test/plannerFixtures';
import { renderWithRouter } from '../../test/render';
import { ActiveSiteCard, PendingSiteCard, SUBSCRIBE_TEXT } from './SiteCard';

const base: SiteCardView = {
  id: 'Site000001',
  objectId: 'Site000001',
  siteId: '10001',
  name: 'North Pivot 1',
  status: 'ACTIVE',
  farm: { objectId: 'Farm000001' },
  location: { latitude: 34.2, longitude: -101.7 },
  planDetails: { plan: 'Gold' },
  crop: 'Corn',
  plantingDate: '2026-04-25',
  installByDate: null,
  hardwareType: '40" AquaCheck(6 sensors)',
  twigId: '0xabc',
  baseStationId: '0xdef',
  foxSensor: null,
  lastUpdated: new Date(Date.now() - 5 * 60_000).toISOString(),
  state: { moisture: 'LOW', salinity: 'HIGH', updatedRecently: true },
  pin: { colour: 'red', fill: 'red', outline: 'red' },
  reporting: 'FAIR',
  bar: { percentageFilled: 42.5, colour: 'red', rp: 60, wl1: 70, wl2: 95 },
  raw: 0,
  deficit: 1.234,
  canViewDetail: true,
  canOpenGraph: true,
  detail: {
    depths: [4, 8],
    rootDepth: 8,
    plantImageHeight: 119,
    rootImageHeight: 119,
    bucketDetails: null,
    rawPerDepth: [
      { key: '0', depth: 4, raw: 0.1, percentageFilled: 40 },
      { key: '1', depth: 8, raw: 0.2, percentageFilled: 45 },
    ],
    predictedWaterUse: [
      { forecastDay: 1, forecastValue: '0.25', display: true },
      { forecastDay: 2, forecastValue: '0.5', display: false },
    ],
    growth: { plantType: 'Corn', plantingDate: '04/25/2026', nextGrowthStage: 'Silking', nextGrowthStageDate: '2026-07-10T00:00:00.000Z' },
    lastWettingEvent: null,
    percolation: { depthIn: 4, deepDrainage: false },
  },
};

describe('site cards (spec 001 §2.4)', () => {
  afterEach(cleanup);

  it('shows name, crop, id, RAW and deficit in the user’s unit, the bar and the state in words', () => {
    renderWithRouter(<ActiveSiteCard site={base} unit="meters" />);
    expect(screen.getByText('Corn · ID# 10001')).toBeTruthy();
    expect(screen.getByText('0.0 mm')).toBeTruthy();
    expect(screen.getByText('31.3 mm')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Available water' }).getAttribute('aria-valuetext')).toBe('42.5% full · Below refill point');
    expect(screen.getByText('Low moisture · Salinity high')).toBeTruthy();
    expect(screen.getByText(/Last Updated: 5 minutes ago/)).toBeTruthy();
    expect(screen.getByText('Planting Date: Apr 25, 2026')).toBeTruthy();
  });

  it('expands to forecast use, growth stage, wetting and the depth columns', async () => {
    renderWithRouter(<ActiveSiteCard site={base} unit="feetInches" />);
    fireEvent.click(screen.getByTestId('site-card-toggle'));
    expect(await screen.findByText('0.25 in')).toBeTruthy();
    expect(screen.queryByText('Day 2:')).toBeNull();
    expect(screen.getByText('Silking')).toBeTruthy();
    expect(screen.getByTestId('last-wetting').textContent).toBe('None in the last 14 days');
    const rows = screen.getAllByTestId('profile-row');
    expect(rows.map((r) => r.textContent)).toEqual(['4 in0.10 inReached', '8 in0.20 in—']);
    expect(screen.getByRole('link', { name: 'Open graph' }).getAttribute('href')).toBe(
      '/farm/Farm000001/site/10001/Site000001/0xabc/graph',
    );
  });

  it('tells users without the plan to contact their dealer', async () => {
    renderWithRouter(<ActiveSiteCard site={{ ...base, detail: null, canViewDetail: false, canOpenGraph: false }} unit="feetInches" />);
    fireEvent.click(screen.getByTestId('site-card-toggle'));
    expect(await screen.findByText(SUBSCRIBE_TEXT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open graph' })).toBeNull();
  });

  it('shows the irrigation planner’s line, and none on a plan without the planner', () => {
    renderWithRouter(<ActiveSiteCard site={base} unit="feetInches" recommendation={dueRow.recommendation} />);
    expect(screen.getByTestId('recommendation-line').textContent).toBe('Irrigation: Irrigate now · 1.76 in · 8 days (191 h)');
    cleanup();
    const none = { ...dueRow.recommendation, missing: [{ input: 'plan' as const, message: 'No plan.', place: 'subscription' as const }] };
    renderWithRouter(<ActiveSiteCard site={base} unit="feetInches" recommendation={none} />);
    expect(screen.queryByTestId('recommendation-line')).toBeNull();
  });

  it('lists a pending site’s installation facts', () => {
    renderWithRouter(<PendingSiteCard site={{ ...base, status: 'PENDING', name: 'West Quarter', installByDate: '2026-12-01' }} />);
    expect(screen.getByText('Status: Pending Installation')).toBeTruthy();
    expect(screen.getByText('No Fox Sensor')).toBeTruthy();
    expect(screen.getByText('Dec 1, 2026')).toBeTruthy();
    expect(screen.getByText('40" AquaCheck(6 sensors)')).toBeTruthy();
  });
});
