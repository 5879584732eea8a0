import { z } from 'zod';

/** What the phone field says when a number is not in international (E.164) form. */
export const PHONE_FORMAT_MESSAGE = 'Phone number must start with + and the country code, e.g. +18065550142 (up to 15 digits).';

/**
 * A phone number as typed, with spaces, dots, dashes and brackets taken out ("+1 (806) 555-0142"
 * → "+18065550142"); anything else is left for the E.164 check to refuse.
 */
export function normalisePhone(typed: string): string {
  return typed.trim().replace(/[\s().-]/g, '');
}

/** E.164: +, a country code that doesn't start with 0, 8 to 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;

export const isE164 = (phone: string): boolean => E164.test(phone);

/** A phone number for text-message alerts, normalised then checked as E.164. */
export const e164PhoneSchema = z
  .string()
  .max(40, PHONE_FORMAT_MESSAGE)
  .transform(normalisePhone)
  .refine(isE164, { message: PHONE_FORMAT_MESSAGE });

/** The verification code: 6 digits, good for 10 minutes and 5 tries. */
export const PHONE_CODE = {
  digits: 6,
  ttlMs: 10 * 60_000,
  maxTries: 5,
  /** A new code at most once a minute… */
  resendAfterMs: 60_000,
  /** …and at most this many in an hour. */
  maxPerHour: 5,
} as const;

export const phoneCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code is the 6 digits in the text message.');

/** A code sent and not yet used. */
export interface PendingCode {
  expiresAt: number;
  tries: number;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'tooManyTries' | 'noCode';

/**
 * The answer to a code typed in, before comparing: no code sent, expired, or out of tries; else
 * 'ok' or 'wrong' by the comparison (`matches`). A wrong code uses up a try.
 */
export function checkPhoneCode(pending: PendingCode | null, matches: boolean, now: number): CodeCheck {
  if (!pending) return 'noCode';
  if (pending.tries >= PHONE_CODE.maxTries) return 'tooManyTries';
  if (now >= pending.expiresAt) return 'expired';
  return matches ? 'ok' : 'wrong';
}

/** What a grower reads for each refused code. */
export const PHONE_CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  noCode: 'Send a code to this phone number first.',
  wrong: 'That code is not right. Check the text message and try again.',
  expired: 'That code has expired. Send a new code.',
  tooManyTries: 'Too many wrong codes. Send a new code.',
};

/**
 * Milliseconds until another code may be sent, 0 when one may go now: one a minute, and at most
 * `maxPerHour` in any hour (`sentAt`: when the recent codes went, any order).
 */
export function codeResendWait(sentAt: readonly number[], now: number): number {
  const lastHour = sentAt.filter((t) => now - t < 3_600_000).sort((a, b) => a - b);
  const latest = lastHour.at(-1);
  const minuteWait = latest === undefined ? 0 : Math.max(0, latest + PHONE_CODE.resendAfterMs - now);
  const hourWait = lastHour.length >= PHONE_CODE.maxPerHour ? lastHour[lastHour.length - PHONE_CODE.maxPerHour]! + 3_600_000 - now : 0;
  return Math.max(minuteWait, hourWait);
}
