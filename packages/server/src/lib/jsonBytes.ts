const SCALE = [1, 10, 100, 1000, 10000];
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
  private at = 0;

  constructor(capacity = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  get length(): number {
    return this.at;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes));
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
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
      for (const c of NULL) this.buffer[this.at++] = c;
      return this;
    }
    let scaled = Math.round(value * SCALE[digits]!);
    if (Math.abs(scaled) >= EXACT_LIMIT) return this.ascii(JSON.stringify(value));
    this.room(24);
    const b = this.buffer;
    if (scaled < 0) {
      b[this.at++] = 45; // '-' (-0 is written as 0, as JSON.stringify does)
      scaled = -scaled;
    }
    const unit = SCALE[digits]!;
    let whole = Math.floor(scaled / unit);
    let fraction = scaled - whole * unit;
    if (whole === 0) b[this.at++] = 48;
    else {
      const start = this.at;
      while (whole > 0) {
        const next = Math.floor(whole / 10);
        b[this.at++] = 48 + whole - next * 10;
        whole = next;
      }
      for (let i = start, j = this.at - 1; i < j; i++, j--) {
        const c = b[i]!;
        b[i] = b[j]!;
        b[j] = c;
      }
    }
    if (fraction > 0) {
      b[this.at++] = 46; // '.'
      for (let place = unit / 10; fraction > 0; place /= 10) {
        const digit = Math.floor(fraction / place);
        b[this.at++] = 48 + digit;
        fraction -= digit * place;
      }
    }
    return this;
  }

  /** The bytes written so far, as a Buffer of their own (the writer starts again, empty). */
  take(): Buffer {
    // The filled part is handed over as it is (no copy); writing goes on in a fresh buffer.
    const out = this.buffer.subarray(0, this.at);
    this.buffer = Buffer.allocUnsafe(this.buffer.length);
    this.at = 0;
    return out;
  }
}
