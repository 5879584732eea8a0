import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, verifyWebhookSignature, webhookSignatureHeader } from './signature';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const SECRET = 'whsec_3kS9vVQ1mXb7fH2pLr0cYtWn8aZe5uJd';
const BODY = JSON.stringify({ id: 'evt1', type: 'test', createdAt: '2026-11-27T10:00:00.000Z', note: 'Déjà vu — 💧' });
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

// Known answers: FIPS 180-2's "abc", RFC 4231 cases 1 and 2, and the webhook vector computed with
// node:crypto (createHmac('sha256', SECRET).update(`${t}.${BODY}`)); the server's own test
// (modules/webhooks/webhookSignature.test.ts) compares with node:crypto on many inputs.
describe('sha256 and hmacSha256', () => {
  it('give the published known answers', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(hmacSha256(new Uint8Array(20).fill(0x0b), 'Hi There'))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(hex(hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('webhook signatures', () => {
  it('signs "<t>.<raw body>" with the secret, as node:crypto computes it', () => {
    expect(webhookSignatureHeader(SECRET, BODY, NOW)).toBe(
      't=1795773600,v1=2b4c05020c49b6b5c4050bf5283da4e701e8cc711d300fa12ad9ea9a1f09141f',
    );
  });

  it('accepts a genuine delivery (text or bytes) within five minutes either way', () => {
    const header = webhookSignatureHeader(SECRET, BODY, NOW);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, new TextEncoder().encode(BODY), new Date(NOW + 300_000))).toBe(true);
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
