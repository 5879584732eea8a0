import { dayCount, decodeDayInto, emptyColumns, encodeDay, type ReadingColumns } from './dayChunk';
import { decodeDayV2Into, encodeDayV2, V2 } from './dayChunkV2';

/**
 * Either day chunk format, told apart by the first byte (dayChunkFormat.md): v1 (./dayChunk, raw
 * float64 timestamps and float32 columns) and v2 (./dayChunkV2, the same values compressed). Both
 * keep the reading count at bytes 4–7, so a range is sized before anything is decoded. New and
 * merged days are written as v2; the storage compaction job rewrites the v1 days left.
 */
export type ChunkFormat = 1 | 2;
export const CURRENT_FORMAT: ChunkFormat = 2;

/** The format a stored chunk is in (its first byte). */
export function chunkFormat(packed: Uint8Array): number {
  return packed[0] ?? 0;
}

export function encodeChunk(columns: ReadingColumns, format: ChunkFormat = CURRENT_FORMAT): Buffer {
  return format === 1 ? encodeDay(columns) : encodeDayV2(columns);
}

/** Number of readings in a chunk of either format, without decoding it. */
export const chunkCount = dayCount;

/** Decodes a chunk of either format into `columns` from row `offset`. */
export function decodeChunkInto(columns: ReadingColumns, offset: number, packed: Uint8Array): void {
  const format = chunkFormat(packed);
  if (format === V2) decodeDayV2Into(columns, offset, packed);
  else if (format === 1) decodeDayInto(columns, offset, packed);
  else throw new Error(`Unknown reading chunk version ${format}`);
}

/** Decodes a chunk of either format; depths beyond what was stored read as NaN. */
export function decodeChunk(packed: Uint8Array, depthCount: number): ReadingColumns {
  const columns = emptyColumns(depthCount, chunkCount(packed));
  decodeChunkInto(columns, 0, packed);
  return columns;
}
