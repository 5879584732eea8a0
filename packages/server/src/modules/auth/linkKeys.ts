import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a mailed link grants; the key covers all of it, so none of it can be altered. */
export interface SignedLink {
  id: string;
  kind: string;
  userId: string;
  /** The new e-mail of an e-mail change; null for a password reset. */
  email: string | null;
  expiresAt: string;
  /**
   * What the link must still find to work: for a password reset the account's password hash when
   * the link was sent, so any password change (this link's or another) ends every older link.
   */
  bound: string;
}

/** The link key: an HMAC over the link's row and what it is bound to, stored nowhere. */
export function linkKey(secret: Buffer, link: SignedLink): string {
  const message = [link.kind, link.id, link.userId, link.email ?? '', link.expiresAt, link.bound].join('\n');
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function isValidLinkKey(secret: Buffer, link: SignedLink, key: string): boolean {
  const expected = Buffer.from(linkKey(secret, link));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
