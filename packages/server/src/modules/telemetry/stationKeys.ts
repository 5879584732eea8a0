import { createHash, randomBytes } from 'node:crypto';

/** Station keys: 'tsk_' + 40 hex. Only the SHA-256 is stored; the key is shown once. */
export function newStationKey(): { key: string; prefix: string; hash: string } {
  const key = `tsk_${randomBytes(20).toString('hex')}`;
  return { key, prefix: key.slice(0, 10), hash: hashStationKey(key) };
}

export function hashStationKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Stations send `Authorization: Bearer tsk_…` or `X-Station-Key: tsk_…`. */
export function readStationKey(headers: Record<string, string | string[] | undefined>): string | null {
  const explicit = headers['x-station-key'];
  const authorization = headers.authorization;
  const value = typeof explicit === 'string' ? explicit : typeof authorization === 'string' ? authorization.replace(/^Bearer\s+/i, '') : '';
  return /^tsk_[0-9a-f]{40}$/.test(value.trim()) ? value.trim() : null;
}
