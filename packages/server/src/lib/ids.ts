import { randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ten-character object ids, the shape the documented API uses (e.g. 'wxYezloszG'). */
export function newObjectId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** Session tokens in the documented 'r:<32 hex>' form, with 128 bits of randomness. */
export function newSessionToken(): string {
  return `r:${randomBytes(16).toString('hex')}`;
}
