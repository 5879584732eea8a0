import { describe, expect, it } from 'vitest';
import { inPlannerOrder } from './usePlannerLines';

describe('Irrigate next', () => {
  it('orders sites as the planner ranks them, unranked ones after in their own order', () => {
    const sites = ['A', 'B', 'C', 'D', 'E'].map((objectId) => ({ objectId }));
    expect(inPlannerOrder(sites, ['D', 'B', 'X']).map((s) => s.objectId)).toEqual(['D', 'B', 'A', 'C', 'E']);
    expect(inPlannerOrder(sites, []).map((s) => s.objectId)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
