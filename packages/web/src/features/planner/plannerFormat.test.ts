import { describe, expect, it } from 'vitest';
import { dueRow, dripRow, noSystemRow, outOfSeasonRow, row } from '../../test/plannerFixtures';
import {
  availableWaterText,
  dayLabel,
  daysToRefillText,
  grossDepthText,
  irrigateByText,
  netDepthText,
  planOffersPlanner,
  runTimeText,
} from './plannerFormat';
import { missingInputLink, plannerGraphPath } from './plannerPaths';

describe('planner row texts', () => {
  it('reads a local day as a calendar day, weekday first', () => {
    expect(dayLabel('2026-12-03')).toBe('Thu, Dec 3');
    expect(dayLabel('2027-01-01')).toBe('Fri, Jan 1');
  });

  it('shows the root zone, days to refill and depths in the user’s units', () => {
    const rec = row().recommendation;
    expect(availableWaterText(rec)).toBe('53 %');
    expect(daysToRefillText(rec)).toBe('6 days');
    expect(netDepthText(rec, 'feetInches')).toBe('1.50 in');
    expect(grossDepthText(rec, 'feetInches')).toBe('1.76 in');
    expect(netDepthText(rec, 'meters')).toBe('38 mm');
    expect(grossDepthText(rec, 'meters')).toBe('45 mm');
    expect(daysToRefillText(noSystemRow.recommendation)).toBe('Over 7 days');
    expect(daysToRefillText({ ...rec, projection: { ...rec.projection!, daysToRefill: 0 } })).toBe('Now');
    expect(daysToRefillText({ ...rec, projection: { ...rec.projection!, daysToRefill: 1 } })).toBe('1 day');
  });

  it('gives a pivot’s long run in days and hours, other systems in hours', () => {
    expect(runTimeText(row())).toBe('8 days (191 h)');
    expect(runTimeText(dripRow)).toBe('22 h');
    expect(
      runTimeText({ ...dripRow, recommendation: { ...dripRow.recommendation, runTime: { rateInPerHour: 1, hours: 3.46, days: 0.1 } } }),
    ).toBe('3.5 h');
    expect(
      runTimeText({
        ...dripRow,
        irrigationType: 'Furrow',
        recommendation: { ...dripRow.recommendation, runTime: { rateInPerHour: 1, hours: 30, days: 1.3 } },
      }),
    ).toBe('30 h');
    expect(runTimeText(noSystemRow)).toBe('—');
  });

  it('says "now" when due, and whether it is overdue; else the day', () => {
    expect(irrigateByText(dueRow.recommendation)).toEqual({ text: 'Now', overdue: true, due: true });
    expect(irrigateByText(row().recommendation)).toEqual({ text: 'Thu, Dec 3', overdue: false, due: false });
    expect(irrigateByText(noSystemRow.recommendation).text).toBe('Not this week');
    expect(irrigateByText(outOfSeasonRow.recommendation).text).toBe('—');
    expect(availableWaterText(outOfSeasonRow.recommendation)).toBe('—');
  });

  it('links to the site’s graph and to where each missing input is set', () => {
    expect(plannerGraphPath(row())).toBe('/farm/Farm000001/site/10001/Site000001/0x574e3643430c4e5c/graph');
    expect(plannerGraphPath(noSystemRow)).toBe('/farm/Farm000001/site/10004/Site000004/-/graph');
    expect(missingInputLink(row(), 'configuration').to).toMatch(/\/config\+subs$/);
    expect(missingInputLink(row(), 'subscription').to).toMatch(/\/config\+subs$/);
    expect(missingInputLink(row(), 'about').to).toMatch(/\/about$/);
    expect(missingInputLink(row(), 'probe').to).toMatch(/\/graph$/);
  });

  it('offers logging only where the plan includes the planner', () => {
    expect(planOffersPlanner(row().recommendation)).toBe(true);
    const none = row({ recommendation: { missing: [{ input: 'plan', message: 'No plan.', place: 'subscription' }] } });
    expect(planOffersPlanner(none.recommendation)).toBe(false);
  });
});
