import { describe, expect, it } from 'vitest';
import { reportingStatus } from '../agronomy/siteState';
import { countStatuses, isStatusFilter, reportingCutoffs, siteHealth, STATUS_FILTERS } from './health';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const hoursAgo = (h: number) => now - h * 3_600_000;
/** A crop growing on `now` (corn planted in September), so the season rule stays out of the way. */
const growing = { crop: 'Corn', plantingDate: '2026-09-01' };

describe('farm health', () => {
  it('maps the query-string filters to statuses', () => {
    expect(STATUS_FILTERS['needs-attention']).toBe('LOW');
    expect(STATUS_FILTERS['has-warning']).toBe('MED');
    expect(STATUS_FILTERS['no-issues']).toBe('FAIR');
    expect(STATUS_FILTERS.extracted).toBe('EXTRACTED');
    expect(isStatusFilter('needs-attention')).toBe(true);
    expect(isStatusFilter('toString')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });

  it('gives extracted and uninstalled sites their own status before the reporting age', () => {
    expect(siteHealth({ extracted: true, status: 'ACTIVE', lastReadingAt: hoursAgo(1), ...growing }, now)).toBe('EXTRACTED');
    expect(siteHealth({ extracted: false, status: 'PENDING', lastReadingAt: null, ...growing }, now)).toBe('PENDING');
    expect(siteHealth({ extracted: false, status: 'ACTIVE', lastReadingAt: hoursAgo(1), ...growing }, now)).toBe('FAIR');
    expect(siteHealth({ extracted: false, status: 'ACTIVE', lastReadingAt: hoursAgo(5), ...growing }, now)).toBe('MED');
    expect(siteHealth({ extracted: false, status: 'ACTIVE', lastReadingAt: hoursAgo(20), ...growing }, now)).toBe('LOW');
    expect(siteHealth({ extracted: false, status: 'ACTIVE', lastReadingAt: hoursAgo(30), ...growing }, now)).toBe('NOT_CONNECTED');
    expect(siteHealth({ extracted: false, status: 'ACTIVE', lastReadingAt: null, ...growing }, now)).toBe('NOT_CONNECTED');
  });

  it('counts a reporting site by its moisture level once it has one, a silent one as not connected', () => {
    const site = (healthLevel: 'LOW' | 'MED' | 'FAIR' | 'GOOD' | 'HIGH' | null, hours: number | null) =>
      siteHealth(
        { extracted: false, status: 'ACTIVE', lastReadingAt: hours === null ? null : hoursAgo(hours), healthLevel, ...growing },
        now,
      );
    expect(site('LOW', 1)).toBe('LOW');
    expect(site('MED', 20)).toBe('MED');
    expect(site('FAIR', 5)).toBe('FAIR');
    expect(site('GOOD', 1)).toBe('FAIR');
    expect(site('HIGH', 1)).toBe('FAIR');
    expect(site(null, 5)).toBe('MED');
    expect(site('LOW', 30)).toBe('NOT_CONNECTED');
    expect(site('GOOD', null)).toBe('NOT_CONNECTED');
    expect(siteHealth({ extracted: true, status: 'ACTIVE', lastReadingAt: hoursAgo(1), healthLevel: 'LOW', ...growing }, now)).toBe(
      'EXTRACTED',
    );
  });

  it('counts a reporting site outside its crop season as having no issues, whatever its level (issue 27)', () => {
    // The demo's East Dryland: cotton planted 15 May, harvested 11 November, dry on 22 November.
    const eastDryland = { extracted: false, status: 'ACTIVE', crop: 'Cotton', plantingDate: '2026-05-15' };
    expect(siteHealth({ ...eastDryland, lastReadingAt: hoursAgo(1), healthLevel: 'LOW' }, now)).toBe('FAIR');
    expect(siteHealth({ ...eastDryland, lastReadingAt: hoursAgo(1), healthLevel: 'MED' }, now)).toBe('FAIR');
    expect(siteHealth({ ...eastDryland, lastReadingAt: hoursAgo(20), healthLevel: null }, now)).toBe('FAIR');
    // Not planted yet is outside the season too; a silent or extracted site keeps its own status.
    expect(siteHealth({ ...eastDryland, plantingDate: '2027-05-15', lastReadingAt: hoursAgo(1), healthLevel: 'LOW' }, now)).toBe('FAIR');
    expect(siteHealth({ ...eastDryland, lastReadingAt: hoursAgo(30), healthLevel: 'LOW' }, now)).toBe('NOT_CONNECTED');
    expect(siteHealth({ ...eastDryland, extracted: true, lastReadingAt: hoursAgo(1), healthLevel: 'LOW' }, now)).toBe('EXTRACTED');
    // In season, or with no season to tell (no planting date), the level counts.
    expect(siteHealth({ ...eastDryland, plantingDate: '2026-07-01', lastReadingAt: hoursAgo(1), healthLevel: 'LOW' }, now)).toBe('LOW');
    expect(siteHealth({ ...eastDryland, plantingDate: null, lastReadingAt: hoursAgo(1), healthLevel: 'LOW' }, now)).toBe('LOW');
  });

  it('expresses the reporting rule as whole-second cutoffs that agree with it at every second near the edges', () => {
    const cutoffs = reportingCutoffs(now + 400); // a 'now' between whole seconds
    const statusBySql = (t: number) => (t >= cutoffs.FAIR ? 'FAIR' : t >= cutoffs.MED ? 'MED' : t >= cutoffs.LOW ? 'LOW' : 'NOT_CONNECTED');
    for (const hours of [2, 6, 24]) {
      const edge = Math.floor((now + 400 - hours * 3_600_000) / 1000);
      for (let t = edge - 2; t <= edge + 2; t++) expect(statusBySql(t), `${hours} h, t=${t}`).toBe(reportingStatus(t * 1000, now + 400));
    }
  });

  it('counts statuses in a fixed order and leaves pending sites out', () => {
    expect(countStatuses(['LOW', 'LOW', 'FAIR', 'PENDING', 'EXTRACTED', 'NOT_CONNECTED'])).toEqual([
      { status: 'LOW', count: 2 },
      { status: 'MED', count: 0 },
      { status: 'FAIR', count: 1 },
      { status: 'EXTRACTED', count: 1 },
      { status: 'NOT_CONNECTED', count: 1 },
    ]);
  });
});
