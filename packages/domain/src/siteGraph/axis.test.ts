import { describe, expect, it } from 'vitest';
import { MAX_ZOOM_Y_CLICKS, stackMinus, stackOffsets, stackPlus, stackReset, yAxisRange, zoomY } from './axis';

describe('y axis floors', () => {
  it('keeps AW and template views up to at least 110', () => {
    expect(yAxisRange('availableWater', { min: 0, max: 80 })).toEqual({ min: 0, max: 110 });
    expect(yAxisRange('template', { min: 0, max: 130 })).toEqual({ min: 0, max: 130 });
  });

  it('keeps the threshold graph at most 40 at the bottom and at least 110 at the top', () => {
    expect(yAxisRange('threshold', { min: 55, max: 90 })).toEqual({ min: 40, max: 110 });
    expect(yAxisRange('threshold', { min: 20, max: 120 })).toEqual({ min: 20, max: 120 });
  });

  it('leaves other views alone unless the caller asks for a floor', () => {
    expect(yAxisRange('other', { min: 10, max: 40 })).toEqual({ min: 10, max: 40 });
    expect(yAxisRange('other', { min: 10, max: 40 }, { upperFloor: 70 })).toEqual({ min: 10, max: 70 });
  });
});

describe('zoom y', () => {
  it('trims a tenth of the range from each end per click', () => {
    expect(zoomY({ min: 0, max: 100 }, 0)).toEqual({ min: 0, max: 100 });
    expect(zoomY({ min: 0, max: 100 }, 1)).toEqual({ min: 10, max: 90 });
    expect(zoomY({ min: -20, max: 80 }, 2)).toEqual({ min: 0, max: 60 });
  });

  it('stops before the range collapses', () => {
    expect(MAX_ZOOM_Y_CLICKS).toBe(4);
    expect(zoomY({ min: 0, max: 100 }, 9)).toEqual({ min: 40, max: 60 });
    expect(zoomY({ min: 0, max: 100 }, -1)).toEqual({ min: 0, max: 100 });
  });
});

describe('stacked view', () => {
  it('steps between levels 0 and 10', () => {
    expect(stackPlus(0)).toBe(1);
    expect(stackPlus(10)).toBe(10);
    expect(stackMinus(0)).toBe(0);
    expect(stackMinus(4)).toBe(3);
    expect(stackReset()).toBe(0);
  });

  it('offsets each series by level tenths of the span', () => {
    expect(stackOffsets(3, 0, 50)).toEqual([0, 0, 0]);
    expect(stackOffsets(3, 2, 50)).toEqual([0, 10, 20]);
    expect(stackOffsets(2, 12, 50)).toEqual([0, 50]);
  });
});
