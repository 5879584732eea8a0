import { describe, expect, it } from 'vitest';
import { recipientBodySchema } from './recipients';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('recipient payloads', () => {
  it('needs an e-mail and at least one farm for a recipient', () => {
    expect(issuesOf(recipientBodySchema.safeParse({ email: '', farms: [] }))).toEqual({
      email: 'Email is required',
      farms: 'Select at least one farm',
    });
    expect(recipientBodySchema.parse({ email: 'A@B.example', farms: ['abc', 'abc'] })).toEqual({ email: 'a@b.example', farms: ['abc'] });
  });
});
