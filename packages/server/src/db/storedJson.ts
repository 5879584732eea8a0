import type { z } from 'zod';

/** A JSON column whose text is not what its schema says: names the column (and row) so the damage can be found. */
export class StoredDataError extends Error {
  constructor(what: string, problem: string) {
    super(`Stored ${what} is corrupt: ${problem}`);
    this.name = 'StoredDataError';
  }
}

function problemOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'value'}: ${issue.message}`)
    .join('; ');
}

/**
 * Reads a JSON text column through the schema of what it stores. Repositories call this once per
 * row they read; everything past them gets the typed value.
 */
export function parseStored<S extends z.ZodType>(schema: S, text: string, what: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(what, `not JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StoredDataError(what, problemOf(parsed.error));
  return parsed.data;
}

/** For columns where damage must not lock anyone out (preferences, settings cards): null, and defaults apply. */
export function parseStoredOrNull<S extends z.ZodType>(schema: S, text: string): z.output<S> | null {
  try {
    return parseStored(schema, text, '');
  } catch (error) {
    if (error instanceof StoredDataError) return null;
    throw error;
  }
}
