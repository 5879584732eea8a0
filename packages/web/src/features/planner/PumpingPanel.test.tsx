import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { PumpingPanel } from './PumpingPanel';

const day = (date: string, demandGpm: number, sites: string[]) => ({ date, demandGpm, sites });

describe('pump capacity', () => {
  afterEach(cleanup);

  it('lists the days something runs and marks the first day over the wells’ capacity with its message', () => {
    renderWithRouter(
      <PumpingPanel
        pumping={[
          {
            farmId: 'Farm000001',
            farmName: 'North Pivot Farm',
            wellCapacityGpm: 1500,
            days: [
              day('2026-11-27', 810, ['Wheat Pivot']),
              day('2026-11-28', 2050, ['Wheat Pivot', 'Furrow Block']),
              day('2026-11-29', 0, []),
            ],
            overloadedOn: '2026-11-28',
            message: 'On Sat the 2 sites due together need 2,050 gpm, more than the wells’ 1,500 gpm: stagger them.',
          },
        ]}
      />,
    );
    const farm = screen.getByRole('region', { name: 'Pumping on North Pivot Farm' });
    expect(within(farm).getByRole('alert').textContent).toContain('stagger them');
    expect(within(farm).getByText('Wells: 1,500 gpm')).toBeTruthy();
    const days = within(farm).getAllByTestId('pumping-day');
    expect(days).toHaveLength(2);
    expect(days[1]!.getAttribute('data-over')).toBe('true');
    expect(within(days[1]!).getByText('Over capacity')).toBeTruthy();
    expect(within(days[1]!).getByText('Wheat Pivot, Furrow Block')).toBeTruthy();
    expect(days[0]!.getAttribute('data-over')).toBeNull();
  });

  it('says when no well capacity is set', () => {
    renderWithRouter(
      <PumpingPanel
        pumping={[
          { farmId: 'F', farmName: 'Dry Farm', wellCapacityGpm: null, days: [], overloadedOn: null, message: 'No well capacity is set.' },
        ]}
      />,
    );
    expect(screen.getByText('No well capacity set')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
