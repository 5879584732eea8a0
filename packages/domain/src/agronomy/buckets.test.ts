import { describe, expect, it } from 'vitest';
import {
  bucketDeficit,
  bucketDetails,
  bucketDetailsSchema,
  rootZoneTotalsOnly,
  summaryCardReadilyAvailableWater,
  totalOf,
  waterAboveRefill,
} from './buckets';
import { DEFAULT_THRESHOLDS } from './thresholds';

const t = { ...DEFAULT_THRESHOLDS, fc: 28, pwp: 12, rp: 50 };
const usu = [
  { key: '0', depthIn: 6, vwc: 23, thresholds: t },
  { key: '1', depthIn: 18, vwc: 25, thresholds: t },
  { key: '2', depthIn: 30, vwc: 27, thresholds: t },
];

describe('bucket details (spec 001 §3)', () => {
  it('fills per-depth dictionaries with depth, percentage, AW, bucket, thresholds and RAW', () => {
    const details = bucketDetails({ hardware: usu });
    expect(details.bucketDictionary['0']).toEqual({
      depth: 6,
      rootFraction: 1,
      percentageFilled: 68.75,
      awValue: 1.32,
      bucketValue: 1.92,
      RP: 50,
      WL1: 70,
      WL2: 95,
      rawValue: 0.36,
    });
    expect(details.localBucketDictionary).toEqual({});
  });

  it('totals the profile with the total first in each array', () => {
    const { totalDictionary, deficit, partial } = bucketDetails({ hardware: usu });
    expect(totalDictionary.percentageFilled[0]).toEqual({ total: 81.25 });
    expect(totalOf(totalDictionary.aw)).toBe(4.68);
    expect(totalOf(totalDictionary.bucketValue)).toBe(5.76);
    expect(totalOf(totalDictionary.raw)).toBe(1.8);
    expect(totalOf(totalDictionary.RP)).toBe(50);
    expect(totalOf(totalDictionary.WL2)).toBe(95);
    expect(totalDictionary.bucketValue.slice(1)).toEqual([{ '0': 1.92 }, { '1': 1.92 }, { '2': 1.92 }]);
    expect(deficit).toBe(1.08);
    expect(partial).toBe(false);
  });

  it('reads over 100 % when wet and floors the deficit at 0 (spec 001 §9)', () => {
    const wet = usu.map((s) => ({ ...s, vwc: 32 }));
    const { totalDictionary, deficit } = bucketDetails({ hardware: wet });
    expect(totalOf(totalDictionary.percentageFilled)).toBe(125);
    expect(deficit).toBe(0);
    expect(bucketDeficit(5.76, 4.684)).toBe(1.08);
  });

  it('counts only selected sensors within the root depth, weighting thresholds by bucket', () => {
    const mixed = [
      { key: '0', depthIn: 6, vwc: 20, thresholds: { ...t, rp: 40 } },
      { key: '1', depthIn: 18, vwc: 20, thresholds: { ...t, rp: 70 } },
      { key: '2', depthIn: 30, vwc: null, thresholds: t },
    ];
    const details = bucketDetails({ hardware: mixed, rootDepthIn: 18 });
    // Layer 0 counts fully (1.92 in bucket), layer 1 half (0.96 in); layer 2 lies below the roots.
    expect(totalOf(details.totalDictionary.bucketValue)).toBe(2.88);
    expect(totalOf(details.totalDictionary.RP)).toBe(50);
    expect(details.partial).toBe(false);
    const selected = bucketDetails({ hardware: mixed, selectedKeys: ['1', '2'] });
    expect(totalOf(selected.totalDictionary.RP)).toBe(70);
    expect(selected.partial).toBe(true);
  });

  it('keeps local sensors in their own dictionary, out of the totals', () => {
    const details = bucketDetails({
      hardware: usu,
      local: [{ key: 'deepSensor1', depthIn: 6, vwc: 30, thresholds: { ...t, fc: 50, pwp: 15, rp: 30 } }],
    });
    expect(details.localBucketDictionary.deepSensor1).toMatchObject({ depth: 6, percentageFilled: 42.86, bucketValue: 4.2 });
    expect(totalOf(details.totalDictionary.bucketValue)).toBe(5.76);
  });

  it('has null totals without readings', () => {
    const details = bucketDetails({ hardware: usu.map((s) => ({ ...s, vwc: null })) });
    expect(totalOf(details.totalDictionary.percentageFilled)).toBeNull();
    expect(details.deficit).toBeNull();
    expect(details.partial).toBe(true);
  });

  it('keeps only the root-zone totals when the per-depth detail is hidden', () => {
    const details = bucketDetails({
      hardware: usu,
      local: [{ key: 'deepSensor1', depthIn: 6, vwc: 30, thresholds: { ...t, fc: 50, pwp: 15, rp: 30 } }],
    });
    const totals = rootZoneTotalsOnly(details);
    expect(bucketDetailsSchema.parse(totals)).toEqual(totals);
    expect(totals.bucketDictionary).toEqual({});
    expect(totals.localBucketDictionary).toEqual({});
    for (const [name, series] of Object.entries(totals.totalDictionary)) {
      expect(series, name).toEqual([details.totalDictionary[name as keyof typeof details.totalDictionary][0]]);
    }
    expect(totals).toMatchObject({ deficit: details.deficit, partial: details.partial });
    expect(totalOf(totals.totalDictionary.raw)).toBe(totalOf(details.totalDictionary.raw));
  });

  it('gives no readily available water at or below the refill point', () => {
    expect(waterAboveRefill(40, 50, 5)).toBe(0);
    expect(waterAboveRefill(80, 50, 5)).toBe(1.5);
  });

  it('computes the site summary card figure as spec 002 §2.9 words it', () => {
    expect(summaryCardReadilyAvailableWater(81.25, 50, 1.08)).toBe(0.34);
  });
});
