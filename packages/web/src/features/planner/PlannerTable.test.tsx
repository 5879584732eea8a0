import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { dueRow, noSystemRow, outOfSeasonRow, row } from '../../test/plannerFixtures';
import { PlannerCards } from './PlannerCards';
import { PlannerTable } from './PlannerTable';

const none = row({
  siteObjectId: 'Site000005',
  siteName: 'South Corner',
  recommendation: {
    status: 'incomplete',
    now: null,
    projection: null,
    amount: null,
    runTime: null,
    irrigateBy: null,
    reason: 'The site’s plan does not include irrigation recommendations (Silver or Gold does).',
    missing: [
      {
        input: 'plan',
        message: 'The site’s plan does not include irrigation recommendations (Silver or Gold does).',
        place: 'subscription',
      },
    ],
  },
});

describe('planner rows', () => {
  afterEach(cleanup);

  it('shows a due row’s numbers, an out-of-season row’s words and each missing input with its link', () => {
    renderWithRouter(<PlannerTable rows={[dueRow, noSystemRow, outOfSeasonRow, none]} unit="feetInches" onLog={() => {}} />);
    const [due, noSystem, offSeason, plan] = screen.getAllByTestId('planner-row');
    expect(within(due!).getByTestId('planner-irrigate-by').textContent).toBe('Nowoverdue');
    expect(within(due!).getByTestId('planner-gross').textContent).toBe('1.76 in');
    expect(within(due!).getByTestId('planner-run').textContent).toBe('8 days (191 h)');
    expect(within(noSystem!).getByRole('link', { name: 'Open the site’s configuration' }).getAttribute('href')).toBe(
      '/farm/Farm000001/site/10004/Site000004/-/config+subs',
    );
    expect(within(offSeason!).getByText('No crop growing now')).toBeTruthy();
    // A None site: its reason once, a link to its subscription, and no Log irrigation.
    expect(within(plan!).getAllByText(/does not include irrigation recommendations/)).toHaveLength(1);
    expect(within(plan!).getByRole('link', { name: 'See the site’s subscription' })).toBeTruthy();
    expect(within(plan!).queryByRole('button', { name: /Log irrigation/ })).toBeNull();
  });

  it('opens Log irrigation for the row’s site, from the table and from a phone’s card', () => {
    const onLog = vi.fn();
    renderWithRouter(<PlannerCards rows={[dueRow]} unit="meters" onLog={onLog} />);
    const card = screen.getByRole('article', { name: 'North Pivot 1' });
    expect(within(card).getByTestId('planner-gross').textContent).toBe('45 mm');
    within(card).getByRole('button', { name: 'Log irrigation on North Pivot 1' }).click();
    expect(onLog).toHaveBeenCalledWith(dueRow);
  });
});
