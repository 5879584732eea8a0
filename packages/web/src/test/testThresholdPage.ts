import { THRESHOLD_KINDS, type ThresholdPage, type ThresholdSensor, type ThresholdSets } from '@tilth/domain';

/** A threshold page answer for tests: two probe depths and a local sensor, everything in A. */
export const TEST_SENSORS: ThresholdSensor[] = [
  { key: '0', variant: 'hardware', name: 'Probe', depthIn: 6 },
  { key: '1', variant: 'hardware', name: 'Probe', depthIn: 18 },
  { key: '0', variant: 'local', name: 'Local sensor', depthIn: 4 },
];

export function testSets(): ThresholdSets {
  const sets: Record<string, unknown> = {};
  for (const kind of THRESHOLD_KINDS) {
    sets[`${kind}Values`] = [];
    sets[`${kind}ValuesLocal`] = [];
    sets[`${kind}Values_mlValue`] = [];
    sets[`${kind}ValuesLocal_mlValue`] = [];
    sets[`${kind}ValuesEdited`] = false;
  }
  sets.rpValues_mlValue = [{ '0': 55 }, { '1': 58 }];
  sets.fcValues_mlValue = [{ '0': 40 }, { '1': 42 }];
  sets.pwpValues_mlValue = [{ '0': 12 }, { '1': 14 }];
  return sets as ThresholdSets;
}

export function testPage(overrides: Partial<ThresholdPage> = {}): ThresholdPage {
  return {
    objectId: 'site1',
    siteId: 'S-1',
    name: 'North field',
    hardwareType: 'Probe',
    plantType: 'Corn',
    plantingDate: '2026-05-01',
    timeZone: 'UTC',
    cropTemplate: null,
    thresholds: testSets(),
    sensors: TEST_SENSORS,
    recompute: { state: 'idle', mode: null, requestedAt: null, finishedAt: null, days: null, message: null },
    canEdit: true,
    ...overrides,
  };
}
