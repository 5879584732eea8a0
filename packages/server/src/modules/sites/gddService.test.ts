import { describe, expect, it } from 'vitest';
import { forgetGddEnvelopes, gddEnvelopeFor } from './gddService';

describe('GDD envelope', () => {
  const answer = gddEnvelopeFor({ crop: 'Corn', plantingDate: '2026-04-25', latitude: 40.77, longitude: -98.37, today: '2026-07-15' });

  it('accumulates from planting and stops at today', () => {
    const first = answer.absolute[0]!;
    expect(first.xValue).toBe('2026-04-25T00:00:00.000Z');
    const todayIndex = answer.absolute.findIndex((p) => p.xValue.startsWith('2026-07-15'));
    expect(answer.absolute[todayIndex]!.agdd).toBeGreaterThan(1000);
    expect(answer.absolute[todayIndex + 1]!.agdd).toBeNull();
    const series = answer.absolute.slice(0, todayIndex + 1).map((p) => p.agdd!);
    for (let i = 1; i < series.length; i++) expect(series[i]!).toBeGreaterThanOrEqual(series[i - 1]!);
  });

  it('wraps the season in a min ≤ avg ≤ max envelope of past years', () => {
    for (const p of answer.absolute) {
      expect(p.agddEnvelopeMin!).toBeLessThanOrEqual(p.agddEnvelopeAvg!);
      expect(p.agddEnvelopeAvg!).toBeLessThanOrEqual(p.agddEnvelopeMax!);
    }
    expect(answer.absolute).toHaveLength(180);
    expect(answer.unit).toBe('F');
  });

  it('marks corn stages in GDD order, VE first', () => {
    expect(answer.stageData[0]!.stageName).toBe('VE');
    const dates = answer.stageData.map((s) => s.xValue);
    expect([...dates].sort()).toEqual(dates);
    expect(answer.stageData.map((s) => s.stageName)).toContain('R6');
  });

  it('answers nothing before planting or without a planting date', () => {
    expect(gddEnvelopeFor({ crop: 'Corn', plantingDate: null, latitude: 40, longitude: -98, today: '2026-07-15' }).absolute).toEqual([]);
    expect(
      gddEnvelopeFor({ crop: 'Corn', plantingDate: '2026-08-01', latitude: 40, longitude: -98, today: '2026-07-15' }).absolute,
    ).toEqual([]);
  });

  it('serves a place’s envelope from the cache until it is forgotten', () => {
    const place = { crop: 'Corn', plantingDate: '2026-04-25', latitude: 40.77, longitude: -98.37 };
    expect(gddEnvelopeFor({ ...place, today: '2026-07-15' })).toBe(answer);
    gddEnvelopeFor({ ...place, today: '2026-07-16' });
    gddEnvelopeFor({ ...place, plantingDate: '2026-04-26', today: '2026-07-15' });
    expect(forgetGddEnvelopes(place)).toBe(2);
    const fresh = gddEnvelopeFor({ ...place, today: '2026-07-15' });
    expect(fresh).not.toBe(answer);
    expect(fresh).toEqual(answer);
    expect(forgetGddEnvelopes({ ...place, latitude: 10 })).toBe(0);
  });
});
