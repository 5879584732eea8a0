import { describe, expect, it } from 'vitest';
import { HARDWARE_TYPES } from '../../siteConfig/hardware';
import { buildSiteSettings, defaultThresholds, thresholdsFromSettings, type SiteThresholds } from '../../sites/settings';
import type { DepthDetection } from './depthDetection';
import { applyDetection, thresholdTable, type VariantDetection } from './thresholdUpdate';

const RUN = { ranAt: '2026-11-22T12:00:00.000Z', from: 1_700_000_000, to: 1_731_536_000 };

function settingsWith(thresholds: SiteThresholds, localThresholds: SiteThresholds | null = null) {
  return buildSiteSettings({
    siteObjectId: 'abcdefghij',
    name: 'Pivot',
    hardware: HARDWARE_TYPES[1]!,
    crop: 'Corn',
    plantingDate: '2026-05-01',
    soilType: 'Loam',
    irrigationType: 'Center Pivot',
    installByDate: null,
    rootDepthIn: 20,
    localSensor: localThresholds !== null,
    thresholds,
    localThresholds,
    reportingIntervalMinutes: 15,
  });
}

const fcFound = (value: number): DepthDetection['fc'] => ({ value, reliable: true, reason: 'detected', events: 5, flatNights: 5 });
const fcNone: DepthDetection['fc'] = { value: null, reliable: false, reason: 'tooFewEvents', events: 1, flatNights: 1 };
const rpFound = (value: number): DepthDetection['rp'] => ({ value, reliable: true, reason: 'detected', days: 30 });
const rpNone: DepthDetection['rp'] = { value: null, reliable: false, reason: 'notReached', days: 12 };

const probe = (depths: [DepthDetection['fc'], DepthDetection['rp']][]): VariantDetection => ({
  variant: 'probe',
  depths: depths.map(([fc, rp], i) => ({ depthIn: [4, 8, 12, 20][i]!, fc, rp })),
});

describe('threshold update from a detection run', () => {
  it('writes reliable FC and RP into the detected values, and auto columns follow them', () => {
    const before = settingsWith(defaultThresholds(4));
    const after = applyDetection(
      before,
      [
        probe([
          [fcFound(30.004), rpFound(22.5)],
          [fcNone, rpNone],
          [fcFound(28), rpNone],
          [fcNone, rpFound(20)],
        ]),
      ],
      RUN,
    );
    const table = thresholdTable(after, 'probe', 4);
    expect(table.fc.detected).toEqual([30, 50, 28, 50]);
    // (22.5 − 10)/(30 − 10) × 100 = 62.5; (20 − 10)/(50 − 10) × 100 = 25, against the defaults still in force.
    expect(table.rp.detected).toEqual([62.5, 60, 60, 25]);
    expect(thresholdsFromSettings(after, 'fc')).toEqual([30, 50, 28, 50]);
    expect(thresholdsFromSettings(after, 'rp')).toEqual([62.5, 60, 60, 25]);
    expect(after.x_volwatcontMax).toMatchObject({ userEdited: false, label: 'Soil Moisture FC Limits', count: 4 });
  });

  it('keeps PWP, WL1 and WL2 as they were detected, and the manual values untouched', () => {
    const before = settingsWith(defaultThresholds(4));
    const after = applyDetection(
      before,
      [
        probe([
          [fcFound(30), rpFound(22.5)],
          [fcNone, rpNone],
          [fcNone, rpNone],
          [fcNone, rpNone],
        ]),
      ],
      RUN,
    );
    for (const key of [
      'x_volwatcontMin',
      'x_volwatcontWL1',
      'x_volwatcontWL2',
      'x_volwatcontMin_mlValue',
      'x_volwatcontWL1_mlValue',
      'x_volwatcontWL2_mlValue',
    ]) {
      expect(after[key], key).toEqual(before[key]);
    }
    for (const key of ['x_volwatcontMax_manualValue', 'x_volwatcontRP_manualValue']) expect(after[key], key).toEqual(before[key]);
  });

  it('never touches a user-edited column, but still updates its detected values', () => {
    const thresholds = defaultThresholds(4);
    thresholds.fc = { manual: [33, 34, 35, 36], detected: [40, 40, 40, 40], userEdited: true };
    thresholds.pwp = { manual: [12, 12, 12, 12], detected: [10, 10, 10, 10], userEdited: true };
    const before = settingsWith(thresholds);
    const after = applyDetection(
      before,
      [
        probe([
          [fcFound(30), rpFound(22.5)],
          [fcFound(31), rpNone],
          [fcNone, rpNone],
          [fcNone, rpNone],
        ]),
      ],
      RUN,
    );
    expect(after.x_volwatcontMax).toEqual(before.x_volwatcontMax);
    expect(after.x_volwatcontMin).toEqual(before.x_volwatcontMin);
    expect(thresholdTable(after, 'probe', 4).fc).toEqual({
      userEdited: true,
      value: [33, 34, 35, 36],
      manual: [33, 34, 35, 36],
      detected: [30, 31, 40, 40],
    });
    // RP% is taken against the FC and PWP in force, the user's: (22.5 − 12)/(33 − 12) × 100 = 50.
    expect(thresholdsFromSettings(after, 'rp')).toEqual([50, 60, 60, 60]);
  });

  it('converts the refill point to percent with 2 decimals, clamps it, and writes only plausible ones', () => {
    const before = settingsWith(defaultThresholds(4));
    const after = applyDetection(
      before,
      [
        probe([
          [fcFound(31), rpFound(20.2)],
          [fcFound(30), rpFound(31)],
          [fcFound(30), rpFound(11)],
          [fcNone, rpNone],
        ]),
      ],
      RUN,
    );
    const record = after.thresholdDetection as { depths: { rp: { percent: number | null; written: boolean; rejected: string | null } }[] };
    // (20.2 − 10)/(31 − 10) × 100 = 48.571… → 48.57.
    expect(record.depths[0]!.rp).toMatchObject({ percent: 48.57, written: true, rejected: null });
    // Above FC: clamped to 100 in the record, not written; near PWP (5 %) likewise.
    expect(record.depths[1]!.rp).toMatchObject({ percent: 100, written: false, rejected: 'outsideRange' });
    expect(record.depths[2]!.rp).toMatchObject({ percent: 5, written: false, rejected: 'outsideRange' });
    expect(thresholdsFromSettings(after, 'rp')).toEqual([48.57, 60, 60, 60]);
  });

  it('refuses an FC not above the PWP in force and keeps the previous detected value', () => {
    const thresholds = defaultThresholds(4);
    thresholds.fc.detected = [12, 13, 14, 15];
    const after = applyDetection(
      settingsWith(thresholds),
      [
        probe([
          [fcFound(9.5), rpNone],
          [fcFound(11), rpNone],
          [fcNone, rpNone],
          [fcNone, rpNone],
        ]),
      ],
      RUN,
    );
    expect(thresholdTable(after, 'probe', 4).fc.detected).toEqual([12, 11, 14, 15]);
    const record = after.thresholdDetection as { depths: { fc: { written: boolean; rejected: string | null } }[] };
    expect(record.depths.map((d) => d.fc.rejected)).toEqual(['notAbovePwp', null, null, null]);
  });

  it('records the run and handles the local sensor on its own keys', () => {
    const before = settingsWith(defaultThresholds(4), defaultThresholds(1));
    const local: VariantDetection = { variant: 'local', depths: [{ depthIn: 6, fc: fcFound(29), rp: rpFound(21) }] };
    const after = applyDetection(
      before,
      [
        probe([
          [fcNone, rpNone],
          [fcNone, rpNone],
          [fcNone, rpNone],
          [fcNone, rpNone],
        ]),
        local,
      ],
      RUN,
    );
    expect(thresholdsFromSettings(after, 'fc')).toEqual([50, 50, 50, 50]);
    expect(thresholdsFromSettings(after, 'fc', true)).toEqual([29]);
    expect(thresholdsFromSettings(after, 'rp', true)).toEqual([57.89]);
    expect(after.x_volwatcontMax_local).toMatchObject({ label: 'Local Soil Moisture FC Limits', userEdited: false });
    expect(after.thresholdDetection).toMatchObject({
      ranAt: RUN.ranAt,
      from: RUN.from,
      to: RUN.to,
      depths: [{ depthIn: 4, fc: { reliable: false, events: 1, written: false } }, {}, {}, {}],
      local: [{ depthIn: 6, fc: { value: 29, events: 5, written: true }, rp: { value: 21, percent: 57.89, written: true } }],
    });
  });

  it('leaves settings it was given unchanged', () => {
    const before = settingsWith(defaultThresholds(4));
    const copy = structuredClone(before);
    applyDetection(
      before,
      [
        probe([
          [fcFound(30), rpFound(22.5)],
          [fcNone, rpNone],
          [fcNone, rpNone],
          [fcNone, rpNone],
        ]),
      ],
      RUN,
    );
    expect(before).toEqual(copy);
  });
});
