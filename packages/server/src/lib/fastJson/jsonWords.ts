import { putRounded, SCALE } from './jsonBytes';

/**
 * Writing a site-year's points (42 MB of JSON) four bytes at a time. A profile of the byte writer
 * put a third of its time in loops copying short texts a byte at a time (keys, dates, numbers from
 * the number table). Here those texts are kept as little-endian 32-bit words and written with
 * DataView.setUint32, which the JIT makes a single unaligned store: a 24-byte date is six stores
 * instead of a 24-turn loop. A write may run up to 7 bytes past its text (the rest of its last
 * word, or a number's 8-byte slot): callers claim that much more room, and the next write goes
 * over it.
 */

/** Bytes a write here may run past its text. */
export const WORD_SLACK = 8;

/** A short ASCII text as words for putWords, with its length. */
export interface Words {
  words: Uint32Array;
  length: number;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * `bytes` as little-endian words (the last one padded with zeros). `share`: on a little-endian
 * machine, a view of the same memory when it can be (4-byte aligned, whole words), not a copy.
 */
export function wordsOfBytes(bytes: Uint8Array, share = false): Uint32Array {
  if (share && LITTLE_ENDIAN && bytes.byteOffset % 4 === 0 && bytes.length % 4 === 0) {
    return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  }
  return wordsOfRange(bytes, 0, bytes.length);
}

function wordsOfRange(bytes: Uint8Array, start: number, length: number): Uint32Array {
  const words = new Uint32Array(Math.ceil(length / 4));
  for (let i = 0; i < length; i++) words[i >> 2]! |= bytes[start + i]! << ((i & 3) * 8);
  return words;
}

/** ASCII text as words. */
export function wordsOf(text: string): Words {
  return { words: wordsOfBytes(Buffer.from(text, 'latin1')), length: text.length };
}

/** `text` at `at` (see WORD_SLACK); returns the position after it. */
export function putWords(view: DataView, at: number, text: Words): number {
  const words = text.words;
  for (let w = 0; w < words.length; w++) view.setUint32(at + 4 * w, words[w]!, true);
  return at + text.length;
}

/**
 * Six words from `words` starting at `from` (24 bytes: one ISO date of many, see isoWords); returns
 * the position after them. Exact: writes nothing past the date.
 */
export function putSixWords(view: DataView, at: number, words: Uint32Array, from: number): number {
  view.setUint32(at, words[from]!, true);
  view.setUint32(at + 4, words[from + 1]!, true);
  view.setUint32(at + 8, words[from + 2]!, true);
  view.setUint32(at + 12, words[from + 3]!, true);
  view.setUint32(at + 16, words[from + 4]!, true);
  view.setUint32(at + 20, words[from + 5]!, true);
  return at + 24;
}

/** Scaled values below this have their text in a table per number of decimals: two words each. */
const TABLE_LIMIT = 100_000;
const NULL_WORD = wordsOf('null').words[0]!;
interface NumberTable {
  words: Uint32Array;
  /** The text's length; 0: not made yet. */
  lengths: Uint8Array;
}
const tables: NumberTable[] = [];
const scratch = new Uint8Array(32);

/** The table's entry for 0 ≤ scaled < TABLE_LIMIT, made when first asked for. */
function entry(table: NumberTable, scaled: number, digits: number): number {
  const length = putRounded(scratch, 0, scaled, digits);
  table.lengths[scaled] = length;
  const words = wordsOfRange(scratch, 0, length);
  table.words[2 * scaled] = words[0]!;
  table.words[2 * scaled + 1] = words[1] ?? 0;
  return length;
}

/**
 * The number k / 10^digits for an integer k = Math.round(v × 10^digits), exactly as putRounded
 * writes it (null when k is not finite), at `at` of the bytes `view` views. Readings are
 * small numbers that repeat: below TABLE_LIMIT their text is made once and written as two words.
 * Needs NUMBER_BYTES + WORD_SLACK of room.
 */
export function putRoundedWords(view: DataView, at: number, k: number, digits: number): number {
  if (k !== k || k === Infinity || k === -Infinity) {
    view.setUint32(at, NULL_WORD, true);
    return at + 4;
  }
  let scaled = k;
  if (scaled < 0) {
    if (scaled > -TABLE_LIMIT) {
      view.setUint8(at++, 45); // '-' (-0 is written as 0, as JSON.stringify does)
      scaled = -scaled;
    }
  }
  if (scaled >= TABLE_LIMIT || scaled < 0 || digits >= SCALE.length) {
    return putRounded(new Uint8Array(view.buffer, view.byteOffset, view.byteLength), at, k, digits);
  }
  const table = (tables[digits] ??= { words: new Uint32Array(2 * TABLE_LIMIT), lengths: new Uint8Array(TABLE_LIMIT) });
  const length = table.lengths[scaled] || entry(table, scaled, digits);
  view.setUint32(at, table.words[2 * scaled]!, true);
  view.setUint32(at + 4, table.words[2 * scaled + 1]!, true);
  return at + length;
}
