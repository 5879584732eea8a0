import { describe, expect, it } from 'vitest';
import {
  alertPreferencesSchema,
  channelsFor,
  defaultAlertPreferences,
  inQuietHours,
  irrigationPlanIsDue,
  mailIsDue,
  resolveAlertPreferences,
} from './preferences';

const HOUR = 3_600_000;

describe('alert preferences', () => {
  it('defaults to in-app for every kind and e-mail opted into', () => {
    const prefs = alertPreferencesSchema.parse(defaultAlertPreferences());
    expect(channelsFor(prefs, 'belowRefill', 'f1')).toEqual({ inApp: true, email: false });
  });

  it('hears nothing about farms left out', () => {
    const prefs = { ...defaultAlertPreferences(), farms: ['f2'] };
    expect(channelsFor(prefs, 'belowRefill', 'f1')).toEqual({ inApp: false, email: false });
    expect(channelsFor(prefs, 'belowRefill', 'f2').inApp).toBe(true);
  });

  it('refuses an impossible clock time', () => {
    const prefs = defaultAlertPreferences();
    expect(alertPreferencesSchema.safeParse({ ...prefs, quietHours: { enabled: true, start: '25:00', end: '07:00' } }).success).toBe(false);
  });
});

describe('quiet hours and digest', () => {
  const quiet = { enabled: true, start: '21:00', end: '07:00' };

  it('spans midnight', () => {
    expect(inQuietHours(quiet, 22 * 60)).toBe(true);
    expect(inQuietHours(quiet, 6 * 60 + 59)).toBe(true);
    expect(inQuietHours(quiet, 7 * 60)).toBe(false);
    expect(inQuietHours({ ...quiet, start: '12:00', end: '13:00' }, 12 * 60 + 30)).toBe(true);
    expect(inQuietHours({ ...quiet, enabled: false }, 22 * 60)).toBe(false);
  });

  it('holds mail in quiet hours and sends a digest at most daily', () => {
    const prefs = { ...defaultAlertPreferences(), quietHours: quiet };
    expect(mailIsDue({ prefs, localMinutes: 23 * 60, now: 0, lastDigestAt: null })).toBe(false);
    expect(mailIsDue({ prefs, localMinutes: 9 * 60, now: 0, lastDigestAt: null })).toBe(true);
    const digest = { ...prefs, digest: true };
    expect(mailIsDue({ prefs: digest, localMinutes: 9 * 60, now: 10 * HOUR, lastDigestAt: 0 })).toBe(false);
    expect(mailIsDue({ prefs: digest, localMinutes: 9 * 60, now: 24 * HOUR, lastDigestAt: 0 })).toBe(true);
  });
});

describe('the weekly irrigation plan e-mail', () => {
  const DAY = 24 * 60 * 60 * 1000;
  it('is due on Monday from 06:00 farm time, once a week', () => {
    expect(irrigationPlanIsDue({ weekday: 1, hour: 6, now: 10 * DAY, lastSentAt: null })).toBe(true);
    expect(irrigationPlanIsDue({ weekday: 1, hour: 5, now: 10 * DAY, lastSentAt: null })).toBe(false);
    expect(irrigationPlanIsDue({ weekday: 2, hour: 9, now: 10 * DAY, lastSentAt: null })).toBe(false);
    expect(irrigationPlanIsDue({ weekday: 1, hour: 9, now: 10 * DAY, lastSentAt: 10 * DAY - 3 * 3600_000 })).toBe(false);
    expect(irrigationPlanIsDue({ weekday: 1, hour: 6, now: 17 * DAY, lastSentAt: 10 * DAY })).toBe(true);
  });
  it('is off until chosen, also for preferences stored before it existed', () => {
    expect(defaultAlertPreferences().irrigationPlan).toBe(false);
    const { irrigationPlan: _omitted, ...stored } = defaultAlertPreferences();
    expect(alertPreferencesSchema.parse(stored).irrigationPlan).toBe(false);
  });
});

describe('sensor fault alerts (issue 30)', () => {
  it('are on in the app for the roles that service probes and off for growers, by default', () => {
    expect(defaultAlertPreferences('dealer_admin').kinds.sensorFault).toEqual({ inApp: true, email: false });
    expect(defaultAlertPreferences('tilth_admin').kinds.sensorFault).toEqual({ inApp: true, email: false });
    expect(defaultAlertPreferences('business_admin').kinds.sensorFault).toEqual({ inApp: false, email: false });
    expect(defaultAlertPreferences('farm_user').kinds.sensorFault).toEqual({ inApp: false, email: false });
  });

  it('follow the role for preferences stored before the kind existed, and the stored choice after', () => {
    const { sensorFault: _left, ...kinds } = defaultAlertPreferences('farm_admin').kinds;
    const stored = alertPreferencesSchema.parse({ ...defaultAlertPreferences(), kinds });
    expect(channelsFor(stored, 'sensorFault', 'f1', 'dealer_user')).toEqual({ inApp: true, email: false });
    expect(channelsFor(stored, 'sensorFault', 'f1', 'farm_admin')).toEqual({ inApp: false, email: false });
    expect(resolveAlertPreferences(stored, 'distributor_admin').kinds.sensorFault.inApp).toBe(true);
    const chosen = { ...stored, kinds: { ...stored.kinds, sensorFault: { inApp: false, email: true } } };
    expect(channelsFor(chosen, 'sensorFault', 'f1', 'dealer_admin')).toEqual({ inApp: false, email: true });
  });
});
