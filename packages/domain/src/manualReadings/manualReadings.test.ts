import { describe, expect, it } from 'vitest';
import { manualReadingCreateSchema, manualReadingsQuerySchema } from './manualReadings';

const issuesOf = (body: unknown) =>
  manualReadingCreateSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a manual reading (issue 37)', () => {
  it('takes a hand-probe moisture at a depth, and a rain-gauge reading without one', () => {
    expect(manualReadingCreateSchema.parse({ kind: 'moisture', takenAt: '2026-07-05T07:30:00-05:00', value: 27.5, depthCm: 30 })).toEqual({
      kind: 'moisture',
      takenAt: '2026-07-05T07:30:00-05:00',
      value: 27.5,
      depthCm: 30,
      note: '',
    });
    expect(manualReadingCreateSchema.parse({ kind: 'rain', takenAt: '2026-07-05T12:00:00Z', value: 0, note: ' Gauge\r\nempty ' })).toEqual({
      kind: 'rain',
      takenAt: '2026-07-05T12:00:00Z',
      value: 0,
      note: 'Gauge\nempty',
    });
  });

  it('checks the value against what the kind can read', () => {
    expect(issuesOf({ kind: 'moisture', takenAt: '2026-07-05T12:00:00Z', value: 100, depthCm: 30 })).toEqual([]);
    expect(issuesOf({ kind: 'moisture', takenAt: '2026-07-05T12:00:00Z', value: 100.1, depthCm: 30 })).toEqual([
      ['value', 'A soil moisture reading must be from 0 to 100 % (volumetric).'],
    ]);
    expect(issuesOf({ kind: 'rain', takenAt: '2026-07-05T12:00:00Z', value: 1000 })).toEqual([]);
    expect(issuesOf({ kind: 'rain', takenAt: '2026-07-05T12:00:00Z', value: -0.1 })).toEqual([
      ['value', 'A rain gauge reading must be from 0 to 1000 mm.'],
    ]);
    // 150 would be a fine rain reading but no soil holds it.
    expect(issuesOf({ kind: 'moisture', takenAt: '2026-07-05T12:00:00Z', value: 150, depthCm: 30 })[0]?.[0]).toBe('value');
  });

  it('needs a depth for moisture only, within what a hand probe reaches', () => {
    expect(issuesOf({ kind: 'moisture', takenAt: '2026-07-05T12:00:00Z', value: 20 })).toEqual([
      ['depthCm', 'Give the depth the hand probe read at (depthCm).'],
    ]);
    expect(issuesOf({ kind: 'moisture', takenAt: '2026-07-05T12:00:00Z', value: 20, depthCm: 0 })[0]?.[0]).toBe('depthCm');
    expect(issuesOf({ kind: 'moisture', takenAt: '2026-07-05T12:00:00Z', value: 20, depthCm: 300 })).toEqual([]);
    expect(issuesOf({ kind: 'rain', takenAt: '2026-07-05T12:00:00Z', value: 20 })).toEqual([]);
  });

  it('refuses times outside 2000–2099, long notes and malformed client ids, naming the field', () => {
    expect(issuesOf({ kind: 'rain', takenAt: '1999-12-31T23:59:59Z', value: 1 })).toEqual([
      ['takenAt', 'takenAt must be a date from 2000 to 2099'],
    ]);
    expect(issuesOf({ kind: 'rain', takenAt: '2026-07-05', value: 1 })[0]?.[0]).toBe('takenAt');
    expect(issuesOf({ kind: 'rain', takenAt: '2026-07-05T12:00:00Z', value: 1, note: 'x'.repeat(500) })).toEqual([]);
    expect(issuesOf({ kind: 'rain', takenAt: '2026-07-05T12:00:00Z', value: 1, note: 'x'.repeat(501) })[0]?.[0]).toBe('note');
    expect(issuesOf({ kind: 'rain', takenAt: '2026-07-05T12:00:00Z', value: 1, clientId: 'r1' })[0]?.[0]).toBe('clientId');
    expect(issuesOf({ kind: 'hail', takenAt: '2026-07-05T12:00:00Z', value: 1 })[0]?.[0]).toBe('kind');
  });
});

describe('the readings list range', () => {
  it('takes ISO or epoch bounds, refusing reversed or too long ranges on from', () => {
    expect(manualReadingsQuerySchema.parse({ from: '2026-07-01T00:00:00Z', to: '1783000000' })).toEqual({
      from: '2026-07-01T00:00:00Z',
      to: '1783000000',
    });
    expect(manualReadingsQuerySchema.safeParse({ from: 'yesterday' }).error?.issues[0]?.path).toEqual(['from']);
    expect(manualReadingsQuerySchema.safeParse({ from: '2026-08-01', to: '2026-07-01' }).error?.issues[0]).toMatchObject({
      path: ['from'],
      message: 'from must not be after to',
    });
    expect(manualReadingsQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-01' }).error?.issues[0]?.path).toEqual(['from']);
  });
});
