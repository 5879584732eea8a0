import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { checkPhoneCode, codeResendWait, PHONE_CODE, PHONE_CODE_MESSAGES } from '@tilth/domain/alertChannels/phone';
import type { PhoneState } from '@tilth/domain/alertChannels/schemas';
import { AppError, badRequest, tooManyRequests } from '../../http/errors';
import type { AlertPhoneTable } from '../../db/schema';
import type { PhoneRepository } from './phoneRepository';
import type { SmsProvider } from './smsProvider';
import { translate } from '../../lib/i18n/catalog';
import { ENGLISH_READERS, type UserLanguageSource } from '../../lib/i18n/userLanguage';
import { alertChannelsMailText } from './mailMessages';
import { text } from '../../lib/i18n/catalog';
import { alertChannelsText } from './messages';

const hashCode = (userId: string, phone: string, code: string) => createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');

function recentSends(row: AlertPhoneTable, now: number): number[] {
  try {
    const parsed = JSON.parse(row.codes_sent) as unknown;
    return Array.isArray(parsed) ? parsed.map((t) => Date.parse(String(t))).filter((t) => now - t < 3_600_000) : [];
  } catch {
    return [];
  }
}

/** The pending code's expiry and tries; null without one. */
const pendingOf = (row: AlertPhoneTable) =>
  row.code_hash && row.code_expires_at ? { expiresAt: Date.parse(row.code_expires_at), tries: row.code_tries } : null;

/**
 * A phone number is verified by a 6-digit code sent to it before any alert goes there: good for
 * 10 minutes and 5 tries, a new code at most once a minute and 5 times an hour. Only the code's
 * hash is kept. Changing the number makes it unverified again.
 */
export class PhoneVerification {
  constructor(
    private readonly phones: PhoneRepository,
    private readonly sms: SmsProvider,
    /** The user's language, which the code's text message is written in (issue 34). */
    private readonly languages: UserLanguageSource = ENGLISH_READERS,
  ) {}

  async state(userId: string, now: Date): Promise<PhoneState> {
    const row = await this.phones.of(userId);
    if (!row) return { number: null, verified: false, codeExpiresAt: null, resendInSeconds: 0 };
    const pending = pendingOf(row);
    const usable = pending && checkPhoneCode(pending, true, now.getTime()) === 'ok';
    return {
      number: row.phone,
      verified: row.verified_at !== null,
      codeExpiresAt: usable ? row.code_expires_at : null,
      resendInSeconds: Math.ceil(codeResendWait(recentSends(row, now.getTime()), now.getTime()) / 1000),
    };
  }

  /** Saves the number; a different number than the stored one is unverified until its code is entered. */
  async setNumber(userId: string, phone: string, now: Date): Promise<PhoneState> {
    const row = await this.phones.of(userId);
    if (row?.phone !== phone) await this.phones.setNumber(userId, phone, now.toISOString());
    return this.state(userId, now);
  }

  async remove(userId: string, now: Date): Promise<PhoneState> {
    await this.phones.remove(userId);
    return this.state(userId, now);
  }

  async sendCode(userId: string, now: Date): Promise<PhoneState> {
    const row = await this.phones.of(userId);
    if (!row) throw badRequest(text(alertChannelsText, 'enterPhoneNumberFirst'), ['phone']);
    if (row.verified_at) throw badRequest(text(alertChannelsText, 'phoneNumberAlreadyVerified'), ['phone']);
    const sent = recentSends(row, now.getTime());
    const wait = Math.ceil(codeResendWait(sent, now.getTime()) / 1000);
    if (wait > 0) throw tooManyRequests(text(alertChannelsText, 'waitSecondsBeforeSending', { wait }), wait);
    const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
    try {
      const language = await this.languages.of(userId);
      await this.sms.send({ to: row.phone, body: translate(language, alertChannelsMailText, 'verificationCode', { code }) });
    } catch {
      throw new AppError(502, 'SmsNotSent', text(alertChannelsText, 'textMessageCouldNot'), ['phone']);
    }
    const expiresAt = new Date(now.getTime() + PHONE_CODE.ttlMs).toISOString();
    const codesSent = [...sent.map((t) => new Date(t).toISOString()), now.toISOString()];
    await this.phones.storeCode(userId, { hash: hashCode(userId, row.phone, code), expiresAt, codesSent }, now.toISOString());
    return this.state(userId, now);
  }

  async verify(userId: string, code: string, now: Date): Promise<PhoneState> {
    const row = await this.phones.of(userId);
    if (!row) throw badRequest(text(alertChannelsText, 'enterPhoneNumberFirst'), ['phone']);
    if (row.verified_at) return this.state(userId, now);
    const given = Buffer.from(hashCode(userId, row.phone, code));
    const matches = row.code_hash !== null && timingSafeEqual(given, Buffer.from(row.code_hash));
    const check = checkPhoneCode(pendingOf(row), matches, now.getTime());
    if (check !== 'ok') {
      if (check === 'wrong') await this.phones.addTry(userId);
      throw badRequest(PHONE_CODE_MESSAGES[check], ['code']);
    }
    await this.phones.markVerified(userId, now.toISOString());
    return this.state(userId, now);
  }
}
