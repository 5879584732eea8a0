import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, verifyWebhookSignature, webhookSignatureHeader } from '@tilth/domain/webhooks/signature';
import { newWebhookSecret } from './webhookSecrets';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The domain's pure HMAC-SHA256 against node:crypto: what the server signs is what receivers compute. */
describe('webhook signatures against node:crypto', () => {
  it('hash and MAC as node:crypto does, at every length around the block edges and on random bytes', () => {
    const secret = newWebhookSecret();
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 70_000]) {
      const bytes = randomBytes(length);
      expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(hex(hmacSha256(secret, bytes))).toBe(createHmac('sha256', secret).update(bytes).digest('hex'));
    }
    const longKey = 'k'.repeat(100);
    expect(hex(hmacSha256(longKey, 'message'))).toBe(createHmac('sha256', longKey).update('message').digest('hex'));
  });

  it('signs "<t>.<raw body>" so that a receiver using node:crypto verifies it, and the domain check agrees', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ id: 'abc', type: 'test', note: 'Déjà vu — 💧' });
    const now = Date.now();
    const header = webhookSignatureHeader(secret, body, now);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    expect(Number(t)).toBe(Math.floor(now / 1000));
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(verifyWebhookSignature(secret, header, body, now)).toBe(true);
    expect(verifyWebhookSignature(secret, header, `${body} `, now)).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, now + 301_000)).toBe(false);
  });
});
