import { describe, expect, it } from 'vitest';
import { needsCurrentPassword, profileUpdateSchema } from './profileUpdate';

describe('current password on profile changes', () => {
  const saved = { username: 'ada', email: 'ada@growers.example' };

  it('is needed to change the username, the e-mail or the password', () => {
    expect(needsCurrentPassword({ password: 'new1' }, saved)).toBe(true);
    expect(needsCurrentPassword({ username: 'ada2' }, saved)).toBe(true);
    expect(needsCurrentPassword({ email: 'ada@elsewhere.example' }, saved)).toBe(true);
  });

  it('is not needed for other fields or for sending the saved username and e-mail again', () => {
    expect(needsCurrentPassword({}, saved)).toBe(false);
    expect(needsCurrentPassword({ username: 'ada', email: 'ada@growers.example' }, saved)).toBe(false);
  });

  it('travels with a change but is not a change by itself', () => {
    expect(profileUpdateSchema.safeParse({ password: 'new1', currentPassword: 'old1' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ currentPassword: 'old1' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Ada', currentPassword: 'x'.repeat(257) }).success).toBe(false);
  });
});
