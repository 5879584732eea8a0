/**
 * Deepest nesting of objects and arrays a JSON request body may have. The deepest legitimate
 * bodies (an ingestion batch: body → devices → device → readings → reading → channel; graph
 * preferences: body → graph → site → setting → value) stay under 8; thousands of levels made
 * the validation and storage of a body overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, found by one scan of the text
 * before it is parsed (brackets inside strings don't count). Malformed text is left to JSON.parse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}
