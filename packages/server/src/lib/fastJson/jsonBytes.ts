/** 10^digits for the numbers of decimals the writers support. */
export const SCALE = [1, 10, 100, 1000, 10000];
const NULL = [110, 117, 108, 108];
/** Above this, a scaled value may not be an exact integer: such numbers take JSON.stringify's path. */
const EXACT_LIMIT = 2 ** 52;

/**
 * JSON text written as bytes into a growing buffer, for answers of tens of megabytes: writing a
 * site-year's points here takes about a fifth of the time of building objects and JSON.stringify
 * (which was most of the documented graph-data answer's time). Only ASCII is written raw; other
 * text goes through `text`, which JSON-encodes it.
 */
export class JsonBytes {
  private buffer: Buffer;
  /** A DataView of `buffer`, made when first asked for (claimView). */
  private view: DataView | null = null;
  /** Where the text not yet taken starts, and where writing goes on. */
  private start = 0;
  private at = 0;

  /**
   * `capacity`: the size of each buffer written into. take() hands out the part written since the
   * last take and writing goes on after it in the same buffer, so a stream taking 64 KB at a time
   * from 1 MB buffers allocates a sixteenth of the buffers (a site-year is 42 MB: allocating and
   * collecting a buffer per 64 KB was a good part of its time).
   */
  constructor(private readonly capacity = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  /** Bytes written since the last take(). */
  get length(): number {
    return this.at - this.start;
  }

  /** Where the next byte goes in the buffer claim() returns. */
  get position(): number {
    return this.at;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const length = this.at - this.start;
    const next = Buffer.allocUnsafe(Math.max(this.capacity, 2 * (length + bytes)));
    this.buffer.copy(next, 0, this.start, this.at);
    this.buffer = next;
    this.view = null;
    this.start = 0;
    this.at = length;
  }

  /** One ASCII character by its code. */
  byte(code: number): this {
    this.room(1);
    this.buffer[this.at++] = code;
    return this;
  }

  /** ASCII text as it is (punctuation, keys known to need no escaping). */
  ascii(text: string): this {
    const length = text.length;
    this.room(length);
    // Buffer.write crosses into C++ per call, which costs more than copying a short text here.
    if (length > 64) this.at += this.buffer.write(text, this.at, 'latin1');
    else for (let i = 0; i < length; i++) this.buffer[this.at++] = text.charCodeAt(i);
    return this;
  }

  /** `length` bytes of `source` from `start` (e.g. one ISO date of many encoded once). */
  raw(source: Uint8Array, start = 0, length = source.length - start): this {
    this.room(length);
    if (length > 64) this.buffer.set(source.subarray(start, start + length), this.at);
    else for (let i = 0; i < length; i++) this.buffer[this.at + i] = source[start + i]!;
    this.at += length;
    return this;
  }

  /** Any string, JSON-encoded (quoted and escaped). */
  text(value: string): this {
    const json = JSON.stringify(value);
    this.room(Buffer.byteLength(json));
    this.at += this.buffer.write(json, this.at, 'utf8');
    return this;
  }

  /**
   * A number already rounded to `digits` decimals (Math.round(v × 10^digits) / 10^digits), written
   * as JSON.stringify writes it: null when not finite. Written from its scaled integer: a decimal
   * with at most `digits` decimals is the shortest text that reads back as that double, which is
   * what JSON.stringify prints.
   */
  rounded(value: number | null, digits: number): this {
    if (value === null || !Number.isFinite(value)) {
      this.room(4);
      this.at = putNull(this.buffer, this.at);
      return this;
    }
    const scaled = Math.round(value * SCALE[digits]!);
    if (Math.abs(scaled) >= EXACT_LIMIT) return this.ascii(JSON.stringify(value));
    this.room(24);
    this.at = putScaled(this.buffer, this.at, scaled, digits);
    return this;
  }

  /**
   * For writers of many values at a time (a site-year's points): room for `bytes` more and the
   * buffer itself, to write into from `position` on with the put… functions below, keeping the
   * position in a local; `wrote(at)` then ends the text there. A call per byte, each checking room
   * and updating the position, was most of the writing time.
   */
  claim(bytes: number): Buffer {
    this.room(bytes);
    return this.buffer;
  }

  /** As claim(), for writers of words (jsonWords.ts): a DataView of the buffer. */
  claimView(bytes: number): DataView {
    this.room(bytes);
    return (this.view ??= new DataView(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length));
  }

  wrote(at: number): void {
    this.at = at;
  }

  /** The bytes written since the last take(), as a Buffer of their own (the writer's length is 0 again). */
  take(): Buffer {
    // Handed over as they are (no copy): writing goes on after them, never over them.
    const out = this.buffer.subarray(this.start, this.at);
    this.start = this.at;
    return out;
  }
}

/** The most a number written by putRounded takes (JSON.stringify's longest double is 24 characters). */
export const NUMBER_BYTES = 26;
/** Below this, k / 10^d scaled back by 10^d rounds to k again, so k's digits are the text (see putRounded). */
const DIRECT_LIMIT = 2 ** 51;

/** `null` at `at`; returns the position after it. */
export function putNull(b: Uint8Array, at: number): number {
  for (const c of NULL) b[at++] = c;
  return at;
}

/** Scaled values below this have their text kept in a table per number of decimals (5 at most: 8 bytes each). */
const TABLE_LIMIT = 100_000;
const SLOT = 8;
const tables: Uint8Array[] = [];

/**
 * An integer `scaled` (|scaled| < 2^52) as the decimal scaled / 10^digits, without trailing zeros:
 * the shortest text that reads back as that double, which is what JSON.stringify prints. Readings
 * are small numbers that repeat, so the text of those below TABLE_LIMIT is made once and copied.
 */
export function putScaled(b: Uint8Array, at: number, scaled: number, digits: number): number {
  if (scaled < 0) {
    b[at++] = 45; // '-' (-0 is written as 0, as JSON.stringify does)
    scaled = -scaled;
  }
  if (scaled >= TABLE_LIMIT || digits >= SCALE.length) return putDigits(b, at, scaled, digits);
  const table = (tables[digits] ??= new Uint8Array(TABLE_LIMIT * SLOT));
  const slot = scaled * SLOT;
  // A slot holds its text's length, then the text (at most 6 characters below TABLE_LIMIT); 0: not made yet.
  let length = table[slot]!;
  if (length === 0) length = table[slot] = putDigits(table, slot + 1, scaled, digits) - slot - 1;
  for (let i = 1; i <= length; i++) b[at++] = table[slot + i]!;
  return at;
}

/** putScaled's text for a non-negative `scaled`, digit by digit. */
function putDigits(b: Uint8Array, at: number, scaled: number, digits: number): number {
  const unit = SCALE[digits]!;
  let whole = Math.floor(scaled / unit);
  let fraction = scaled - whole * unit;
  if (whole === 0) b[at++] = 48;
  else {
    const start = at;
    while (whole > 0) {
      const next = Math.floor(whole / 10);
      b[at++] = 48 + whole - next * 10;
      whole = next;
    }
    for (let i = start, j = at - 1; i < j; i++, j--) {
      const c = b[i]!;
      b[i] = b[j]!;
      b[j] = c;
    }
  }
  if (fraction > 0) {
    b[at++] = 46; // '.'
    for (let place = unit / 10; fraction > 0; place /= 10) {
      const digit = Math.floor(fraction / place);
      b[at++] = 48 + digit;
      fraction -= digit * place;
    }
  }
  return at;
}

/**
 * A value rounded to `digits` decimals, given as k = Math.round(v × 10^digits), written exactly as
 * JsonBytes.rounded writes k / 10^digits (null when k is not finite) — without the division and the
 * multiplication back for every value below DIRECT_LIMIT. Needs NUMBER_BYTES of room.
 */
export function putRounded(b: Uint8Array, at: number, k: number, digits: number): number {
  if (!Number.isFinite(k)) return putNull(b, at);
  if (Math.abs(k) < DIRECT_LIMIT) return putScaled(b, at, k, digits);
  const value = k / SCALE[digits]!;
  const scaled = Math.round(value * SCALE[digits]!);
  if (Math.abs(scaled) < EXACT_LIMIT) return putScaled(b, at, scaled, digits);
  const text = JSON.stringify(value);
  for (let i = 0; i < text.length; i++) b[at++] = text.charCodeAt(i);
  return at;
}
