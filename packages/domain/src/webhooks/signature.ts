/**
 * Webhook signatures (issue 32): every delivery carries
 * `Tilth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * webhook's secret (its UTF-8 bytes, `whsec_` prefix included). A receiver recomputes the HMAC over
 * the raw body it got, compares in constant time, and refuses a timestamp more than five minutes
 * from its own clock (replays). The server signs with `webhookSignatureHeader`; receivers and tests
 * check with `verifyWebhookSignature`. Pure TypeScript (no node:crypto), so it runs anywhere; the
 * unit test checks it against node:crypto.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'Tilth-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Tilth-Event-Id';
/** A signature older or newer than this (seconds) is refused by the receiver: the replay window. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of the bytes (FIPS 180-4). */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x1_0000_0000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + ch + K[i]! + w[i]!) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
    h[4] = (h[4]! + e) >>> 0;
    h[5] = (h[5]! + f) >>> 0;
    h[6] = (h[6]! + g) >>> 0;
    h[7] = (h[7]! + hh) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!);
  return out;
}

const utf8 = (text: string | Uint8Array) => (typeof text === 'string' ? new TextEncoder().encode(text) : text);

/** HMAC-SHA256 (RFC 2104) of the message with the key. */
export function hmacSha256(key: string | Uint8Array, message: string | Uint8Array): Uint8Array {
  let k = utf8(key);
  if (k.length > 64) k = sha256(k);
  const inner = new Uint8Array(64);
  const outer = new Uint8Array(64);
  for (let i = 0; i < 64; i++) {
    inner[i] = (k[i] ?? 0) ^ 0x36;
    outer[i] = (k[i] ?? 0) ^ 0x5c;
  }
  const m = utf8(message);
  const innerInput = new Uint8Array(64 + m.length);
  innerInput.set(inner);
  innerInput.set(m, 64);
  const innerHash = sha256(innerInput);
  const outerInput = new Uint8Array(64 + 32);
  outerInput.set(outer);
  outerInput.set(innerHash, 64);
  return sha256(outerInput);
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function concat(prefix: string, body: string | Uint8Array): Uint8Array {
  const head = utf8(prefix);
  const rest = utf8(body);
  const all = new Uint8Array(head.length + rest.length);
  all.set(head);
  all.set(rest, head.length);
  return all;
}

/** The hex v1 signature of a body at a time (unix seconds). */
export function webhookSignature(secret: string, timestamp: number, body: string | Uint8Array): string {
  return toHex(hmacSha256(secret, concat(`${timestamp}.`, body)));
}

/** The Tilth-Signature header's value for a body sent at `now`. */
export function webhookSignatureHeader(secret: string, body: string | Uint8Array, now: Date | number): string {
  const timestamp = Math.floor((typeof now === 'number' ? now : now.getTime()) / 1000);
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`;
}

/** Equal strings, compared in time that does not depend on where they first differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Whether a delivery is genuine: the header's v1 signature (any of them, when there are several) is
 * the HMAC of "<t>.<raw body>" with the secret, and t lies within five minutes of `now`. The body
 * must be the raw bytes or text received, before any JSON parsing.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  body: string | Uint8Array,
  now: Date | number = Date.now(),
): boolean {
  if (!header) return false;
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
  if (timestamp === null || signatures.length === 0) return false;
  const nowSeconds = (typeof now === 'number' ? now : now.getTime()) / 1000;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = webhookSignature(secret, timestamp, body);
  return signatures.some((signature) => constantTimeEqual(signature, expected));
}
