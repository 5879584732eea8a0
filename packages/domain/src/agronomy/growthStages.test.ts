import { describe, expect, it } from 'vitest';
import { cornStages, defaultStages, POTATO_STAGES, stageAt, stageMarkers } from './growthStages';

describe('growth stages', () => {
  it('places corn R1 by relative maturity and R6 by the hybrid rating', () => {
    const r1 = (rm: number) => cornStages({ relativeMaturity: rm }).find((s) => s.name === 'R1')?.gdd;
    expect(r1(90)).toBe(1150);
    expect(r1(100)).toBe(1200);
    expect(r1(110)).toBe(1250);
    expect(cornStages({ blackLayerGdd: 2450 }).at(-1)).toEqual({ name: 'R6', gdd: 2450 });
  });

  it('keeps stages in GDD order', () => {
    const gdd = cornStages().map((s) => s.gdd);
    expect(gdd).toEqual([...gdd].sort((a, b) => a - b));
    expect(defaultStages('potato')).toBe(POTATO_STAGES);
    expect(defaultStages('cotton')).toEqual([]);
  });

  it('finds the current and next stage', () => {
    const stages = cornStages();
    expect(stageAt(500, stages)).toEqual({ current: { name: 'V6', gdd: 490 }, next: { name: 'V8', gdd: 600 } });
    expect(stageAt(50, stages).current).toBeNull();
    expect(stageAt(3000, stages).next).toBeNull();
    expect(stageAt(250, POTATO_STAGES).current?.name).toBe('II Vegetative growth');
  });

  it('marks the first day each stage is reached', () => {
    const cumulative = [0, 100, 220, 390, 500];
    expect(stageMarkers(cumulative, cornStages())).toEqual([
      { stageName: 'VE', xValue: 2 },
      { stageName: 'V4', xValue: 3 },
      { stageName: 'V6', xValue: 4 },
    ]);
  });
});
