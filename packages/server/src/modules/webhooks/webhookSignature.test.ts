import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from './webhookSecrets';
import { verifyWebhookSignature, webhookSignatureHeader } from './webhookSignature';

const SECRET = 'whsec_3kS9vVQ1mXb7fH2pLr0cYtWn8aZe5uJd';
const BODY = JSON.stringify({ id: 'evt1', type: 'test', createdAt: '2026-11-27T10:00:00.000Z', note: 'Déjà vu — 💧' });
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

describe('webhook signatures', () => {
  it('signs "<t>.<raw body>" with the secret (a known answer, and what a receiver computes)', () => {
    expect(webhookSignatureHeader(SECRET, BODY, NOW)).toBe(
      't=1795773600,v1=2b4c05020c49b6b5c4050bf5283da4e701e8cc711d300fa12ad9ea9a1f09141f',
    );
    const secret = newWebhookSecret();
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(webhookSignatureHeader(secret, BODY, NOW))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${BODY}`).digest('hex'));
  });

  it('accepts a genuine delivery within five minutes either way', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, new Date(NOW + 300_000))).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW - 300_000)).toBe(true);
  });

  it('refuses a tampered body, another secret, a malformed header or a replay', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY.replace('evt1', 'evt2'), NOW)).toBe(false);
    expect(verifyWebhookSignature(`${SECRET}x`, header, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, undefined, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header.split(',')[1], BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW + 301_000)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW - 301_000)).toBe(false);
  });

  it('accepts any one of several v1 signatures (a receiver moving between secrets)', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    const other = webhookSignatureHeader('whsec_other', BODY, NOW).split(',')[1];
    expect(verifyWebhookSignature(SECRET, `${header.split(',')[0]},${other},${header.split(',')[1]}`, BODY, NOW)).toBe(true);
  });
});
