import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  readDepthValue,
  refillPercentFromVwc,
  resolveThresholds,
  thresholdFieldNames,
  thresholdIssues,
  thresholdLinesVwc,
  thresholdPercentToVwc,
  toDepthValueList,
} from './thresholds';

describe('thresholds', () => {
  it('defaults to FC 50, PWP 10, RP 60, WL1 70, WL2 95 (spec 001 §9)', () => {
    expect(DEFAULT_THRESHOLDS).toEqual({ fc: 50, pwp: 10, rp: 60, wl1: 70, wl2: 95 });
  });

  it('converts a percentage to absolute VWC to 2 decimals (spec 001 §9)', () => {
    expect(thresholdPercentToVwc(60, 50, 10)).toBe(34);
    expect(thresholdPercentToVwc(33.333, 45.4, 25)).toBe(31.8);
    expect(thresholdLinesVwc(DEFAULT_THRESHOLDS)).toEqual({ rp: 34, wl1: 38, wl2: 48, fc: 50, pwp: 10 });
  });

  it('names stored fields for hardware and local variants', () => {
    expect(thresholdFieldNames('rp', 'hardware')).toEqual({
      user: 'rpValues',
      detected: 'rpValues_mlValue',
      edited: 'rpValuesEdited',
    });
    expect(thresholdFieldNames('wl1', 'local').detected).toBe('wl1ValuesLocal_mlValue');
  });

  it('reads depth-keyed lists, including string values', () => {
    const list = [{ '0': 40 }, { '1': '45.5' }, { '2': null }];
    expect(readDepthValue(list, '1')).toBe(45.5);
    expect(readDepthValue(list, '2')).toBeNull();
    expect(readDepthValue(list, '9')).toBeNull();
    expect(toDepthValueList({ '1': 45, '0': 40 }, ['0', '1'])).toEqual([{ '0': 40 }, { '1': 45 }]);
  });

  it('uses user values for M columns and detected values for A columns (spec 001 §4)', () => {
    const set = {
      rpValues: [{ '0': 40 }, { '1': 45 }],
      rpValues_mlValue: [{ '0': 52 }, { '1': 55 }],
      rpValuesEdited: true,
      fcValues: [{ '0': 45.4 }, { '1': 45.8 }],
      fcValues_mlValue: [{ '0': 38.2 }],
      fcValuesEdited: false,
    };
    const [first, second] = resolveThresholds(set, ['0', '1']);
    expect(first).toMatchObject({ rp: 40, fc: 38.2, pwp: 10, wl1: 70, wl2: 95 });
    expect(first?.source).toEqual({ rp: 'manual', fc: 'detected', pwp: 'default', wl1: 'default', wl2: 'default' });
    // No detected FC at depth 1: the stored value stands in.
    expect(second).toMatchObject({ rp: 45, fc: 45.8 });
    expect(second?.source.fc).toBe('stored');
  });

  it('falls back to defaults when a manual column is empty, and reads local sets separately', () => {
    const set = { pwpValuesLocalEdited: true, pwpValuesLocal: [{ deepSensor1: 15 }], rpValuesEdited: true };
    const [local] = resolveThresholds(set, ['deepSensor1'], 'local');
    expect(local).toMatchObject({ pwp: 15, rp: 60 });
    expect(local?.source.pwp).toBe('manual');
    expect(resolveThresholds(set, ['deepSensor1'])[0]?.pwp).toBe(10);
  });

  it('turns a detected refill VWC into the RP percentage', () => {
    expect(refillPercentFromVwc(22.5, 30, 15)).toBe(50);
    expect(refillPercentFromVwc(22.5, 15, 30)).toBeNull();
  });

  it('reports invalid threshold sets', () => {
    expect(thresholdIssues(DEFAULT_THRESHOLDS)).toEqual([]);
    expect(thresholdIssues({ fc: 10, pwp: 10, rp: 80, wl1: 70, wl2: 120 })).toEqual(['fcNotAbovePwp', 'percentOutOfRange', 'unordered']);
  });
});
