import { describe, expect, it } from 'vitest';
import { allChannelsFor, alertPreferencesSchema, channelDecision, defaultAlertPreferences } from './preferences';

const HOUR = 3_600_000;

describe('push and SMS channels (issue 32)', () => {
  it('are off in preferences stored before they existed, which still load', () => {
    const stored = JSON.parse(JSON.stringify(defaultAlertPreferences()));
    expect(stored.kinds.belowRefill).toEqual({ inApp: true, email: false });
    const prefs = alertPreferencesSchema.parse(stored);
    expect(allChannelsFor(prefs, 'belowRefill', 'f1')).toEqual({ inApp: true, email: false, push: false, sms: false });
  });

  it('are stored per kind when chosen, and nothing reaches a farm left out', () => {
    const prefs = alertPreferencesSchema.parse({
      ...defaultAlertPreferences(),
      kinds: { ...defaultAlertPreferences().kinds, belowRefill: { inApp: true, email: false, push: true, sms: true } },
      farms: ['f1'],
    });
    expect(allChannelsFor(prefs, 'belowRefill', 'f1')).toEqual({ inApp: true, email: false, push: true, sms: true });
    expect(allChannelsFor(prefs, 'notReporting', 'f1').sms).toBe(false);
    expect(allChannelsFor(prefs, 'belowRefill', 'f2')).toEqual({ inApp: false, email: false, push: false, sms: false });
  });

  it('refuses an unknown channel', () => {
    const prefs = defaultAlertPreferences();
    const kinds = { ...prefs.kinds, belowRefill: { inApp: true, email: false, fax: true } };
    expect(alertPreferencesSchema.safeParse({ ...prefs, kinds }).success).toBe(false);
  });
});

describe('the channel pass decision, the same for e-mail, push and SMS', () => {
  const quiet = { enabled: true, start: '21:00', end: '07:00' };
  const prefs = { ...defaultAlertPreferences(), quietHours: quiet };

  it('holds every channel inside quiet hours and sends each alert after', () => {
    expect(channelDecision({ prefs, localMinutes: 22 * 60, now: 0, lastDigestAt: null })).toBe('hold');
    expect(channelDecision({ prefs, localMinutes: 6 * 60 + 59, now: 0, lastDigestAt: null })).toBe('hold');
    expect(channelDecision({ prefs, localMinutes: 7 * 60, now: 0, lastDigestAt: null })).toBe('each');
  });

  it('sends one digest a day per channel, each channel by its own last digest', () => {
    const digest = { ...prefs, digest: true };
    // E-mail's digest went an hour ago; push has never sent one; SMS went yesterday.
    const now = 100 * HOUR;
    expect(channelDecision({ prefs: digest, localMinutes: 9 * 60, now, lastDigestAt: now - HOUR })).toBe('hold');
    expect(channelDecision({ prefs: digest, localMinutes: 9 * 60, now, lastDigestAt: null })).toBe('digest');
    expect(channelDecision({ prefs: digest, localMinutes: 9 * 60, now, lastDigestAt: now - 24 * HOUR })).toBe('digest');
    // A due digest still waits for the end of quiet hours.
    expect(channelDecision({ prefs: digest, localMinutes: 23 * 60, now, lastDigestAt: null })).toBe('hold');
  });
});
