import { describe, expect, it } from 'vitest';
import { validateReading } from './ingest';

const now = Date.parse('2026-06-01T12:00:00Z') / 1000;

describe('validateReading', () => {
  it('accepts a complete reading and pads missing depths with null', () => {
    const check = validateReading(
      { timestamp: '2026-06-01T11:45:00Z', moisture: [30.5, 32], temperature: [21], battery: 2.9, rssi: -90 },
      3,
      now,
    );
    expect(check).toEqual({
      ok: true,
      reading: {
        ts: now - 900,
        moisture: [30.5, 32, null],
        temperature: [21, null, null],
        salinity: [null, null, null],
        conductivity: [null, null, null],
        battery: 2.9,
        rssi: -90,
        per: null,
        pressure: null,
      },
    });
  });
  it('refuses future timestamps, out-of-range values and too many depths with reasons', () => {
    const check = validateReading({ timestamp: now + 3600, moisture: [130, 20, 20, 20], rssi: -200 }, 3, now);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reasons).toEqual([
      'timestamp: is in the future',
      'moisture: has 4 values for 3 sensor depths',
      'moisture[0]: 130 is outside 0–100',
      'rssi: -200 is outside -160–20',
    ]);
  });
  it('refuses wrong types', () => {
    const check = validateReading({ timestamp: 'yesterday', moisture: ['wet'] }, 6, now);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reasons.map((r) => r.split(':')[0])).toEqual(['timestamp', 'moisture.0']);
  });
  it('refuses timestamps before 2000, as a reset station clock sends them', () => {
    for (const timestamp of ['0001-01-01T00:00:00Z', '1900-01-01T00:00:00Z', '1970-01-01T00:00:00Z', 1, 946_684_799])
      expect(validateReading({ timestamp }, 1, now), String(timestamp)).toEqual({
        ok: false,
        reasons: ['timestamp: is before 2000-01-01'],
      });
    expect(validateReading({ timestamp: '2000-01-01T00:00:00Z' }, 1, now).ok).toBe(true);
  });
  it('tolerates a few minutes of station clock skew', () => {
    expect(validateReading({ timestamp: now + 120 }, 1, now).ok).toBe(true);
  });
});
