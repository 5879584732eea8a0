import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, verifyWebhookSignature, webhookSignatureHeader } from './signature';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const SECRET = 'whsec_3kS9vVQ1mXb7fH2pLr0cYtWn8aZe5uJd';
const BODY = JSON.stringify({ id: 'evt1', type: 'test', createdAt: '2026-11-27T10:00:00.000Z', note: 'Déjà vu — 💧' });
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

describe('sha256 and hmacSha256', () => {
  it('match node:crypto on empty, short, block-sized, multi-block and non-ASCII input', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000), BODY]) {
      const bytes = new TextEncoder().encode(text);
      expect(hex(sha256(bytes))).toBe(createHash('sha256').update(text).digest('hex'));
      expect(hex(hmacSha256(SECRET, text))).toBe(createHmac('sha256', SECRET).update(text).digest('hex'));
    }
  });

  it('hashes a key longer than a block first (RFC 2104)', () => {
    const key = 'k'.repeat(100);
    expect(hex(hmacSha256(key, 'message'))).toBe(createHmac('sha256', key).update('message').digest('hex'));
  });
});

describe('webhook signatures', () => {
  it('signs "<t>.<raw body>" with the secret, as node:crypto computes it', () => {
    const t = Math.floor(NOW / 1000);
    const expected = createHmac('sha256', SECRET).update(`${t}.${BODY}`).digest('hex');
    expect(webhookSignatureHeader(SECRET, BODY, NOW)).toBe(`t=${t},v1=${expected}`);
  });

  it('accepts a genuine delivery (text or bytes) within five minutes either way', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, Buffer.from(BODY), new Date(NOW + 300_000))).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW - 300_000)).toBe(true);
  });

  it('refuses a tampered body, another secret, or a missing or malformed header', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY.replace('evt1', 'evt2'), NOW)).toBe(false);
    expect(verifyWebhookSignature(`${SECRET}x`, header, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, undefined, BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header.split(',')[1], BODY, NOW)).toBe(false);
    expect(verifyWebhookSignature(SECRET, 't=abc,v1=00', BODY, NOW)).toBe(false);
  });

  it('refuses a signature made outside the five-minute window (a replay)', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW + 301_000)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW - 301_000)).toBe(false);
  });

  it('accepts any one of several v1 signatures (a receiver moving between secrets)', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    const other = webhookSignatureHeader('whsec_other', BODY, NOW).split(',')[1];
    expect(verifyWebhookSignature(SECRET, `${header.split(',')[0]},${other},${header.split(',')[1]}`, BODY, NOW)).toBe(true);
  });
});
