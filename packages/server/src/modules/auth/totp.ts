import { createHash, randomInt } from 'node:crypto';
import { normaliseSecondFactorCode, RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@tilth/domain/auth/secondFactor';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Tilth';

function totpOf(secretBase32: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new authenticator secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/** The time step a code belongs to: the current one or one either side (clock drift), else null. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const token = normaliseSecondFactorCode(code);
  const delta = totpOf(secretBase32).validate({ token, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

// No 0/o, 1/l/i: a code read off paper is typed back right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes, 12 characters each (about 59 random bits), shown as xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < 12; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
  });
}

/** Only this is stored: SHA-256 of the code without dashes or case. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`recovery:${normaliseSecondFactorCode(code)}`)
    .digest('hex');
}
