import { describe, expect, it } from 'vitest';
import { checkSigninForm } from './signinForm';
import { signinBodySchema } from './schemas';

const cases: [string, string][] = [
  ['', ''],
  ['admin', ''],
  ['', 'tilthdemo1'],
  ['admin', 'tilthdemo1'],
  ['  admin@demo.tilth.farm  ', 'x'],
  ['   ', 'x'],
  ['ad\nmin', 'x'],
  ['ad\u2028min', 'x'],
  ['ad\u0000min', ''],
  ['a'.repeat(254), 'p'.repeat(256)],
  ['a'.repeat(255), 'p'.repeat(257)],
  [`${'a'.repeat(255)}\n`, 'x'],
  [` ${'a'.repeat(254)} `, 'x'],
];

/** The first message of each field, as the sign-in form shows it. */
function schemaErrors(email: string, password: string) {
  const parsed = signinBodySchema.safeParse({ email, password });
  if (parsed.success) return { valid: true, body: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { valid: false, errors };
}

describe('checkSigninForm', () => {
  it.each(cases)('agrees with signinBodySchema on %j / %j', (email, password) => {
    expect(checkSigninForm({ email, password })).toEqual(schemaErrors(email, password));
  });
});
