import { describe, expect, it } from 'vitest';
import { farmPumping, type PumpSite } from './pumping';

const farm = { farmId: 'f1', farmName: 'North Pivot Farm' };
const site = (name: string, over: Partial<PumpSite>): PumpSite => ({
  name,
  flowGpm: 800,
  wellCapacityGpm: 900,
  irrigateBy: null,
  runHours: null,
  ...over,
});

describe('farm pumping', () => {
  it('finds the first day the sites due together need more than the wells deliver', () => {
    const p = farmPumping(
      farm,
      [
        site('North 1', { irrigateBy: '2026-11-27', runHours: 60 }), // runs Nov 27, 28, 29
        site('North 2', { irrigateBy: '2026-11-29', runHours: 10 }), // Nov 29
        site('North 3', { wellCapacityGpm: null }),
      ],
      '2026-11-27',
    );
    expect(p.wellCapacityGpm).toBe(1800);
    expect(p.days.slice(0, 4).map((d) => d.demandGpm)).toEqual([800, 800, 1600, 0]);
    expect(p.overloadedOn).toBeNull();
    expect(p.message).toBe('The sites due this week fit within the wells’ 1,800 gpm (peak 1,600 gpm).');

    const tight = farmPumping(
      farm,
      [site('A', { irrigateBy: '2026-11-28', runHours: 30 }), site('B', { irrigateBy: '2026-11-29', runHours: 5, wellCapacityGpm: 500 })],
      '2026-11-27',
    );
    expect(tight.overloadedOn).toBe('2026-11-29');
    expect(tight.days[2]).toEqual({ date: '2026-11-29', demandGpm: 1600, sites: ['A', 'B'] });
    expect(tight.message).toBe('On Sun the 2 sites due together need 1,600 gpm, more than the wells’ 1,400 gpm: stagger them.');
  });

  it('says how to check the pumps when no well capacity is set', () => {
    const p = farmPumping(farm, [site('A', { wellCapacityGpm: null, irrigateBy: '2026-11-27', runHours: 5 })], '2026-11-27');
    expect(p.wellCapacityGpm).toBeNull();
    expect(p.overloadedOn).toBeNull();
    expect(p.message).toContain('No well capacity is set');
  });
});
