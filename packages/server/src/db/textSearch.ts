import { sql } from 'kysely';

/** `%text%` for LIKE … ESCAPE '!', with the text's own wildcards taken literally. */
export const likeContaining = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Case-insensitive substring match on both engines (PostgreSQL's LIKE is case-sensitive). */
export function nameContains(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likeContaining(text.toLowerCase())} escape '!'`;
}

/**
 * Case-insensitive substring match that ignores spaces on both sides (spec 001 §5: 'northpivot'
 * finds 'North Pivot'), on both engines.
 */
export function nameContainsIgnoringSpaces(column: string, text: string) {
  const folded = text.toLowerCase().replace(/\s+/g, '');
  return sql<boolean>`replace(lower(${sql.ref(column)}), ' ', '') like ${likeContaining(folded)} escape '!'`;
}
