import { describe, expect, it } from 'vitest';
import { parseWebhookSignatureHeader, signedPayload, withinReplayWindow } from './signature';

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

// The HMAC is checked against node:crypto and published vectors in the server's
// modules/webhooks/webhookSignature.test.ts; here, the header's shape.
describe('webhook signature header', () => {
  it('reads the timestamp and every v1 signature', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(parseWebhookSignatureHeader(`t=1795773600,v1=${a}, v1=${b}`)).toEqual({ timestamp: 1795773600, signatures: [a, b] });
    expect(signedPayload(1795773600, '{"id":1}')).toBe('1795773600.{"id":1}');
  });

  it('refuses a missing or malformed header', () => {
    expect(parseWebhookSignatureHeader(undefined)).toBeNull();
    expect(parseWebhookSignatureHeader(`v1=${'a'.repeat(64)}`)).toBeNull();
    expect(parseWebhookSignatureHeader('t=abc,v1=00')).toBeNull();
    expect(parseWebhookSignatureHeader('t=1795773600')).toBeNull();
  });

  it('keeps five minutes either way as the replay window', () => {
    const t = NOW / 1000;
    expect(withinReplayWindow(t, NOW + 300_000)).toBe(true);
    expect(withinReplayWindow(t, NOW - 300_000)).toBe(true);
    expect(withinReplayWindow(t, NOW + 301_000)).toBe(false);
    expect(withinReplayWindow(t, NOW - 301_000)).toBe(false);
  });
});
