import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseWebhookSignatureHeader, signedPayload, withinReplayWindow } from '@tilth/domain';

/** The hex v1 signature of a body at a time (unix seconds): HMAC-SHA256 of "<t>.<raw body>" with the secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex');
}

/** The Tilth-Signature header's value for a body sent at `now`. */
export function webhookSignatureHeader(secret: string, body: string, now: Date | number): string {
  const timestamp = Math.floor((typeof now === 'number' ? now : now.getTime()) / 1000);
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}

/**
 * Whether a delivery is genuine, as a receiver checks it: one of the header's v1 signatures is the
 * HMAC of "<t>.<raw body>" (compared in constant time) and t lies within five minutes of `now`. The
 * body must be the raw text received, before any JSON parsing. The tests' receivers use it.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  now: Date | number = Date.now(),
): boolean {
  const parsed = parseWebhookSignatureHeader(header);
  if (!parsed || !withinReplayWindow(parsed.timestamp, typeof now === 'number' ? now : now.getTime())) return false;
  const expected = Buffer.from(webhookSignature(secret, parsed.timestamp, body));
  return parsed.signatures.some((signature) => timingSafeEqual(Buffer.from(signature), expected));
}
