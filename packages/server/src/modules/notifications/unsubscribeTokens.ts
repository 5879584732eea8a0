import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ALERT_KINDS, type AlertKind } from '@tilth/domain/notifications/kinds';
import type { Database } from '../../db/schema';
import { ServerSecretRepository } from '../../db/serverSecrets';
import { isoNow } from '../../lib/time';

const SECRET_NAME = 'alert_unsubscribe_hmac';
/** How long an e-mail's unsubscribe link works. */
export const UNSUBSCRIBE_LINK_DAYS = 30;

/** The key for unsubscribe links, generated once and shared through server_secrets by every instance. */
export async function loadUnsubscribeSecret(db: Kysely<Database>): Promise<string> {
  const secrets = new ServerSecretRepository(db);
  await secrets.insertIfAbsent(SECRET_NAME, randomBytes(32).toString('base64url'), isoNow());
  return secrets.valueOf(SECRET_NAME);
}

export type TokenCheck = { ok: true; userId: string; kind: AlertKind } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * One-click unsubscribe links: `user.kind.expiry.signature`, an HMAC over the first three, so the
 * link names one user and one kind of alert and can't be altered or used after it expires.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(userId: string, kind: AlertKind, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
    const payload = `${userId}.${kind}.${expires}`;
    return `${payload}.${this.sign(payload)}`;
  }

  check(token: string, now: Date): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 4) return { ok: false, reason: 'invalid' };
    const [userId, kind, expires, signature] = parts as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${userId}.${kind}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    if (!(ALERT_KINDS as readonly string[]).includes(kind)) return { ok: false, reason: 'invalid' };
    if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, userId, kind: kind as AlertKind };
  }
}
