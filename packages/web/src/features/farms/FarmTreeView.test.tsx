import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { TreeTotals } from './FarmTreeView';

describe('tree totals', () => {
  afterEach(cleanup);

  // Spec 000 §4: NOT_CONNECTED is a farm status counted in tree totals only (the list's cards leave it out).
  it('show the four farm statuses with their labels, not-reporting sites included', () => {
    renderWithRouter(
      <TreeTotals
        name="North Pivot Farm"
        counts={[
          { status: 'FAIR', count: 4 },
          { status: 'LOW', count: 1 },
          { status: 'MED', count: 2 },
          { status: 'NOT_CONNECTED', count: 3 },
        ]}
      />,
    );
    const totals = screen.getByRole('group', { name: 'Site totals of North Pivot Farm' });
    // In the order of the list's counts: needs attention first, not connected last.
    expect(totals.textContent).toBe('1Needs attention2Has warnings4No issues3Not connected');
  });

  it('show a missing status as zero', () => {
    renderWithRouter(<TreeTotals name="Empty Farm" counts={[]} />);
    expect(screen.getByRole('group', { name: 'Site totals of Empty Farm' }).textContent).toBe(
      '0Needs attention0Has warnings0No issues0Not connected',
    );
  });
});
