import { describe, expect, it } from 'vitest';
import { planItemChanges } from './localProvider';

const NOW = '2026-11-24T12:00:00.000Z';
const item = (id: string, plan_id: string, quantity: number) => ({ id, subscription_id: 'sub_1', plan_id, quantity, created_at: NOW });
const gold = item('si_gold', 'plan_gold_yearly', 2);
const silver = item('si_silver', 'plan_silver_yearly', 1);

describe('planItemChanges', () => {
  it('charges the sites added: a quantity up and a new item', () => {
    const { changes, charged } = planItemChanges(
      'sub_1',
      [gold],
      [
        { itemId: 'si_gold', planId: 'plan_gold_yearly', quantity: 3 },
        { planId: 'plan_silver_yearly', quantity: 2 },
      ],
      NOW,
    );
    expect(changes.updates).toEqual([{ id: 'si_gold', quantity: 3 }]);
    expect(changes.inserts).toEqual([
      { id: expect.stringMatching(/^si_/), subscription_id: 'sub_1', plan_id: 'plan_silver_yearly', quantity: 2, created_at: NOW },
    ]);
    expect(charged.map(({ plan, quantity }) => [plan.id, quantity])).toEqual([
      ['plan_gold_yearly', 1],
      ['plan_silver_yearly', 2],
    ]);
  });

  it('charges nothing for fewer sites or an item removed', () => {
    const { changes, charged } = planItemChanges(
      'sub_1',
      [gold, silver],
      [
        { itemId: 'si_gold', planId: 'plan_gold_yearly', quantity: 1 },
        { itemId: 'si_silver', planId: 'plan_silver_yearly', quantity: 0 },
      ],
      NOW,
    );
    expect(changes).toEqual({ inserts: [], updates: [{ id: 'si_gold', quantity: 1 }], deletes: ['si_silver'] });
    expect(charged).toEqual([]);
  });

  it('refuses unknown items and plans, a second item for a plan, a plan mismatch and an empty subscription', () => {
    expect(() => planItemChanges('sub_1', [gold], [{ itemId: 'si_x', planId: 'plan_gold_yearly', quantity: 1 }], NOW)).toThrow(
      /No such subscription item/,
    );
    expect(() => planItemChanges('sub_1', [gold], [{ planId: 'plan_platinum', quantity: 1 }], NOW)).toThrow(/No such plan/);
    expect(() => planItemChanges('sub_1', [gold], [{ planId: 'plan_gold_yearly', quantity: 1 }], NOW)).toThrow(/already has an item/);
    expect(() => planItemChanges('sub_1', [gold], [{ itemId: 'si_gold', planId: 'plan_silver_yearly', quantity: 1 }], NOW)).toThrow(
      /is for plan/,
    );
    expect(() => planItemChanges('sub_1', [gold], [{ itemId: 'si_gold', planId: 'plan_gold_yearly', quantity: 0 }], NOW)).toThrow(
      /at least one active plan/,
    );
    expect(() => planItemChanges('sub_1', [gold], [{ itemId: 'si_gold', planId: 'plan_gold_yearly', quantity: 1.5 }], NOW)).toThrow(
      /whole number/,
    );
  });
});
