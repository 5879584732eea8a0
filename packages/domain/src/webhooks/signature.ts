/**
 * Webhook signatures (issue 32): every delivery carries
 * `Tilth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * webhook's secret (its UTF-8 bytes, `whsec_` prefix included). A receiver recomputes the HMAC over
 * the raw body it got, compares in constant time, and refuses a timestamp more than five minutes
 * from its own clock (replays). The HMAC itself is the server's (node:crypto,
 * modules/webhooks/webhookSignature.ts); what is here is the header's shape, which is pure.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'Tilth-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Tilth-Event-Id';
/** A signature older or newer than this (seconds) is refused by the receiver: the replay window. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What is signed: "<t>.<raw body>". */
export const signedPayload = (timestamp: number, body: string): string => `${timestamp}.${body}`;

/** The header's timestamp and its v1 signatures (several while a receiver moves between secrets); null when malformed. */
export function parseWebhookSignatureHeader(header: string | null | undefined): { timestamp: number; signatures: string[] } | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Whether a signature made at `timestamp` (unix seconds) is inside the replay window around `now` (ms). */
export const withinReplayWindow = (timestamp: number, now: number): boolean =>
  Math.abs(now / 1000 - timestamp) <= WEBHOOK_TOLERANCE_SECONDS;
