import { describe, expect, it } from 'vitest';
import {
  checkPhoneCode,
  codeResendWait,
  e164PhoneSchema,
  normalisePhone,
  PHONE_CODE,
  PHONE_FORMAT_MESSAGE,
  phoneCodeSchema,
} from './phone';

describe('E.164 phone numbers', () => {
  it('accepts international numbers, taking out spaces, dashes, dots and brackets', () => {
    expect(e164PhoneSchema.parse('+1 (806) 555-0142')).toBe('+18065550142');
    expect(e164PhoneSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164PhoneSchema.parse('+61.491.570.156')).toBe('+61491570156');
    expect(normalisePhone('  +18065550142 ')).toBe('+18065550142');
  });

  it('refuses numbers without + and country code, too short, too long or with letters, saying how to write it', () => {
    for (const bad of ['806-555-0142', '+0 806 555 0142', '+1806', '+1234567890123456', '+1 806 CALL NOW', '', '++18065550142']) {
      const result = e164PhoneSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_FORMAT_MESSAGE);
    }
  });

  it('takes a code of exactly six digits', () => {
    expect(phoneCodeSchema.parse(' 012345 ')).toBe('012345');
    expect(phoneCodeSchema.safeParse('12345').success).toBe(false);
    expect(phoneCodeSchema.safeParse('12345a').success).toBe(false);
  });
});

describe('verification codes', () => {
  const sent = { expiresAt: 10 * 60_000, tries: 0 };

  it('is good for ten minutes', () => {
    expect(PHONE_CODE.ttlMs).toBe(600_000);
    expect(checkPhoneCode(sent, true, 10 * 60_000 - 1)).toBe('ok');
    expect(checkPhoneCode(sent, true, 10 * 60_000)).toBe('expired');
    expect(checkPhoneCode(sent, false, 60_000)).toBe('wrong');
  });

  it('allows five tries, then wants a new code even for the right one', () => {
    expect(checkPhoneCode({ ...sent, tries: 4 }, true, 0)).toBe('ok');
    expect(checkPhoneCode({ ...sent, tries: 5 }, true, 0)).toBe('tooManyTries');
    expect(checkPhoneCode({ ...sent, tries: 5 }, false, 0)).toBe('tooManyTries');
  });

  it('needs a code sent first', () => {
    expect(checkPhoneCode(null, true, 0)).toBe('noCode');
  });

  it('sends a new code at most once a minute and five times an hour', () => {
    const now = 10_000_000;
    expect(codeResendWait([], now)).toBe(0);
    expect(codeResendWait([now - 20_000], now)).toBe(40_000);
    expect(codeResendWait([now - 60_000], now)).toBe(0);
    const five = [50, 40, 30, 20, 10].map((minutes) => now - minutes * 60_000);
    expect(codeResendWait(five, now)).toBe(10 * 60_000);
    expect(codeResendWait(five.slice(1), now)).toBe(0);
    expect(codeResendWait([...five, now - 61 * 60_000], now)).toBe(10 * 60_000);
  });
});
