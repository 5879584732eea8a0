import { describe, expect, it } from 'vitest';
import { emptyColumns } from '../telemetry/dayChunk';
import { isExcluded, newlyHidden, withoutExcluded } from './readingExclusions';

function columns(ts: number[]) {
  const c = emptyColumns(2, ts.length);
  ts.forEach((t, i) => {
    c.ts[i] = t;
    c.channels.moisture[0]![i] = 20 + i;
    c.channels.moisture[1]![i] = 30 + i;
    c.battery[i] = i;
  });
  return c;
}

describe('graph data exclusions', () => {
  it('treats both ends of a range as inside', () => {
    const ranges = [{ from: 3600, to: 7200 }];
    expect(isExcluded(3599, ranges)).toBe(false);
    expect(isExcluded(3600, ranges)).toBe(true);
    expect(isExcluded(7200, ranges)).toBe(true);
    expect(isExcluded(7201, ranges)).toBe(false);
    expect(isExcluded(5000, [])).toBe(false);
  });

  it('drops the readings inside any range and keeps every series in step', () => {
    const all = columns([0, 900, 1800, 2700, 3600, 4500]);
    const kept = withoutExcluded(all, [
      { from: 900, to: 1800 },
      { from: 4500, to: 9000 },
    ]);
    expect(Array.from(kept.ts)).toEqual([0, 2700, 3600]);
    expect(Array.from(kept.channels.moisture[0]!)).toEqual([20, 23, 24]);
    expect(Array.from(kept.channels.moisture[1]!)).toEqual([30, 33, 34]);
    expect(Array.from(kept.battery)).toEqual([0, 3, 4]);
    expect(withoutExcluded(all, [])).toBe(all);
  });

  it('counts only what a new range hides beyond the earlier ones', () => {
    const ts = [0, 900, 1800, 2700, 3600];
    expect(newlyHidden(ts, { from: 900, to: 3600 }, [])).toBe(4);
    expect(newlyHidden(ts, { from: 900, to: 3600 }, [{ from: 0, to: 1800 }])).toBe(2);
    expect(newlyHidden(ts, { from: 5000, to: 9000 }, [])).toBe(0);
  });
});
