import type { z } from 'zod';

/** Test helper: the fields a failed parse names, and its messages, for compact assertions. */
export function failures(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { fields: [], messages: [] };
  return { fields: result.error.issues.map((i) => i.path.join('.')), messages: result.error.issues.map((i) => i.message) };
}
