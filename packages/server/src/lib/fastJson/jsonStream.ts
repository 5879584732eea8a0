import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { JsonBytes } from './jsonBytes';

/**
 * An array built piece by piece when it is written: `slice(start, end)` makes the items in
 * [start, end). Lets a big answer (a site-year of documented graph data, tens of megabytes) be
 * built and written in small pieces with the event loop free between them, instead of all at once.
 */
export class LazyArray<T> {
  constructor(
    readonly length: number,
    readonly slice: (start: number, end: number) => T[],
    /**
     * Optionally, the JSON text of the items in [start, end) written straight as bytes, byte for
     * byte what JSON.stringify writes for `slice(start, end)` without its brackets; each item after
     * the array's first is preceded by a comma (`first`: no item written before). Returns whether
     * it wrote any item. Much faster than building the items for big arrays.
     */
    readonly encode?: (start: number, end: number, out: JsonBytes, first: boolean) => boolean,
  ) {}

  /** Every item at once (the answer that is not streamed). */
  all(): T[] {
    return this.slice(0, this.length);
  }
}

/** A value's type where any array may be a LazyArray of its items. */
export type Streamable<T> = T extends (infer U)[]
  ? Streamable<U>[] | LazyArray<U>
  : T extends object
    ? { [K in keyof T]: Streamable<T[K]> }
    : T;

/** Items built and written per piece: well under a millisecond of work. */
const PIECE = 200;
/** Items encoded straight to bytes per piece (about 25 KB of a graph's points, a fraction of a millisecond). */
const ENCODED_PIECE = 250;

/**
 * The time all streamed answers together may work in one turn of the event loop before I/O gets its
 * turn. Short, so a request arriving meanwhile (a /health probe) waits little: with twenty 30-day
 * answers streaming, /health p99 was 145 ms at 8 ms per turn and 1,000 points per piece, 33 ms at
 * 1 ms and 250, while the site-year's whole answer did not get slower (660 against 678 ms, one run).
 */
const TURN_MS = 1;
let turnEnds = Number.NEGATIVE_INFINITY;
let turnQueued = false;

/**
 * Waits for the next turn of the event loop, and for one with time left: a turn gives all streamed
 * answers together TURN_MS, then each waits for the next turn, after the poll phase has served other
 * requests. With one setImmediate per piece alone, twenty answers would each do a piece per turn,
 * and a request arriving meanwhile would wait for all twenty. Also for work that prepares a big
 * answer (its reads), so that work takes its turn too instead of running in one long callback.
 */
export async function takeTurn(): Promise<void> {
  await nextTurn();
  while (performance.now() > turnEnds) {
    if (!turnQueued) {
      turnQueued = true;
      // Queued before the waiting answers, so it opens the next turn's budget before they run.
      setImmediate(() => {
        turnQueued = false;
        turnEnds = performance.now() + TURN_MS;
      });
    }
    await nextTurn();
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';

function holdsLazy(value: unknown): boolean {
  if (value instanceof LazyArray) return true;
  return isPlainObject(value) && Object.values(value).some(holdsLazy);
}

/**
 * What a streamed answer hands on at a time. 256 KB, not 64: each batch is a job for the
 * compressor's thread and a callback back on the main thread, and with 64 KB batches (and zlib's
 * 16 KB output chunks) a site-year's brotli took 271 ms in 674 jobs against 162 ms in 169 (same run).
 */
const BATCH_BYTES = 256 * 1024;

/** A piece of JSON text: a string, or bytes already encoded (UTF-8). */
export type JsonPiece = string | Buffer;

/** Pieces joined up to about `bytes` (a stream written in tiny pieces spends its time per piece, not per byte). */
export async function* batched(pieces: AsyncIterable<JsonPiece>, bytes = BATCH_BYTES): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let text = '';
  let size = 0;
  for await (const piece of pieces) {
    if (typeof piece === 'string') text += piece;
    else {
      if (text) held.push(Buffer.from(text));
      text = '';
      held.push(piece);
    }
    size += piece.length;
    if (size >= bytes) {
      if (text) held.push(Buffer.from(text));
      yield held.length === 1 ? held[0]! : Buffer.concat(held);
      held = [];
      text = '';
      size = 0;
    }
  }
  if (text) held.push(Buffer.from(text));
  if (held.length) yield Buffer.concat(held);
}

/** What JSON.stringify leaves out of an object. */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * The JSON text of a value, in pieces, byte for byte what `JSON.stringify` writes for it with its
 * LazyArrays as plain arrays; waits a turn of the event loop after each piece of a LazyArray.
 * Only plain objects are walked into: a LazyArray inside an array is not supported.
 */
export async function* jsonPieces(value: unknown): AsyncGenerator<JsonPiece> {
  if (value instanceof LazyArray && value.encode) {
    yield '[';
    let first = true;
    // Batches are taken from 1 MB buffers: one allocation per four batches (see JsonBytes).
    const out = new JsonBytes(1024 * 1024);
    for (let start = 0; start < value.length; start += ENCODED_PIECE) {
      if (value.encode(start, Math.min(start + ENCODED_PIECE, value.length), out, first)) first = false;
      // Handed on in chunks of the batch size: fewer, bigger buffers are less work for the GC.
      if (out.length >= BATCH_BYTES) yield out.take();
      await takeTurn();
    }
    if (out.length > 0) yield out.take();
    yield ']';
    return;
  }
  if (value instanceof LazyArray) {
    yield '[';
    let first = true;
    for (let start = 0; start < value.length; start += PIECE) {
      const text = JSON.stringify(value.slice(start, Math.min(start + PIECE, value.length)) as unknown[]);
      if (text.length > 2) {
        yield first ? text.slice(1, -1) : `,${text.slice(1, -1)}`;
        first = false;
      }
      await takeTurn();
    }
    yield ']';
    return;
  }
  if (!holdsLazy(value)) {
    yield JSON.stringify(value);
    return;
  }
  let text = '{';
  let first = true;
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if (omitted(member)) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (!holdsLazy(member)) {
      text += JSON.stringify(member);
      continue;
    }
    yield text;
    text = '';
    yield* jsonPieces(member);
  }
  yield `${text}}`;
}
