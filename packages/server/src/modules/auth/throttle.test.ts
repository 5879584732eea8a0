import { describe, expect, it } from 'vitest';
import { SigninThrottle } from './throttle';
import type { ThrottleCount, ThrottleRepository, ThrottleRow } from './throttleRepository';

/** The throttle's counts in memory. */
function memoryCounts() {
  const rows = new Map<string, ThrottleRow>();
  const counts = {
    findByKeys: async (keys: string[]) => keys.flatMap((key) => (rows.has(key) ? [rows.get(key)!] : [])),
    update: async (key: string, next: (row: ThrottleRow | undefined) => ThrottleCount) => {
      rows.set(key, { key, ...next(rows.get(key)) });
    },
    delete: async (key: string) => {
      rows.delete(key);
    },
  };
  return counts as unknown as ThrottleRepository;
}

const NOW = '2026-07-05T12:00:00.000Z';

describe('SigninThrottle', () => {
  const limits = { maxFailuresPerAccount: 2, maxFailuresPerAddress: 10, windowMinutes: 15 };

  it('counts a known account by its id, and an unknown identifier by what was typed', () => {
    const throttle = new SigninThrottle(memoryCounts(), limits);
    expect(throttle.attempt({ userId: 'User000001' }, '10.0.0.1')).toEqual({
      accountKey: 'user:User000001',
      addressKey: 'address:10.0.0.1',
    });
    expect(throttle.attempt({ identifier: ' Nobody@Example.com ' }, '10.0.0.1').accountKey).toBe('account:nobody@example.com');
  });

  it('blocks for one window once the account limit is reached, in whole seconds, and clears on success', async () => {
    const throttle = new SigninThrottle(memoryCounts(), limits);
    const attempt = throttle.attempt({ userId: 'User000001' }, '10.0.0.1');
    await throttle.recordFailure(attempt, NOW);
    expect(await throttle.blockedFor(attempt, NOW)).toBeNull();
    await throttle.recordFailure(attempt, NOW);
    expect(await throttle.blockedFor(attempt, NOW)).toBe(15 * 60);
    expect(await throttle.blockedFor(attempt, '2026-07-05T12:14:59.500Z')).toBe(1);
    expect(await throttle.blockedFor(attempt, '2026-07-05T12:15:00.000Z')).toBeNull();
    await throttle.recordSuccess(attempt);
    expect(await throttle.blockedFor(attempt, NOW)).toBeNull();
  });
});
