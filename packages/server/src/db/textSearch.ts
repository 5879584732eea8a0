import { sql } from 'kysely';

/** `%text%` for LIKE … ESCAPE '!', with the text's own wildcards taken literally. */
export const likeContaining = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Case-insensitive substring match on both engines (PostgreSQL's LIKE is case-sensitive). */
export function nameContains(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likeContaining(text.toLowerCase())} escape '!'`;
}
