/** @-mentions in a note's text: the word being typed after '@', putting a name in, and who is still named. */

export interface MentionQuery {
  /** Index of the '@'. */
  start: number;
  /** What follows the '@' up to the caret. */
  query: string;
}

/** Names have spaces ('@Farm Admin'), so a query runs to the caret over at most three words. */
const QUERY = /(^|\s)@([^\s@][^@\n]{0,40})?$/;

/** The mention being typed at the caret, if any: an '@' at a word start and what follows it. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const found = QUERY.exec(before);
  if (!found) return null;
  const query = found[2] ?? '';
  if (query.split(' ').length > 3) return null;
  return { start: before.length - query.length - 1, query };
}

/** The text with the query replaced by '@Name ', and where the caret goes after it. */
export function insertMention(text: string, mention: MentionQuery, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, mention.start) + inserted + text.slice(caret), caret: mention.start + inserted.length };
}

/** The people chosen while typing whose '@Name' is still in the text (each once). */
export function mentionedIds(text: string, chosen: { objectId: string; name: string }[]): string[] {
  return [...new Set(chosen.filter((person) => text.includes(`@${person.name}`)).map((person) => person.objectId))];
}

/** The people whose name or username starts a word with the query (case-insensitive), at most `limit`. */
export function matchPeople<P extends { name: string; username: string }>(people: P[], query: string, limit = 6): P[] {
  const q = query.trim().toLowerCase();
  return people
    .filter(
      (p) =>
        !q ||
        p.username.toLowerCase().startsWith(q) ||
        p.name
          .toLowerCase()
          .split(/\s+/)
          .some((_, i, words) => words.slice(i).join(' ').startsWith(q)),
    )
    .slice(0, limit);
}
