import { describe, expect, it } from 'vitest';
import { latestPlan, pendingLabel } from './planLabels';

describe('plan labels', () => {
  it('starts an edit from the pending plan when there is one', () => {
    expect(latestPlan({ plan: 'Gold', pending: null })).toBe('Gold');
    expect(latestPlan({ plan: 'Gold', pending: { plan: 'None', effectiveDay: '2026-11-25' } })).toBe('None');
  });
  it('says tomorrow for the next local day and the date beyond it', () => {
    const now = new Date(2026, 10, 24, 15, 0);
    expect(pendingLabel({ plan: 'Silver', effectiveDay: '2026-11-25' }, now)).toBe('→ Silver tomorrow');
    // A farm already a day ahead (far east) waits a day longer.
    expect(pendingLabel({ plan: 'Gold', effectiveDay: '2026-11-26' }, now)).toBe('→ Gold from Nov 26');
  });
});
