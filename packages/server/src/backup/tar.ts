import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup archive: a gzipped POSIX tar (ustar) of regular files, readable with `tar xzf`. Written
 * and read as streams, so a database of any size passes through without being held in memory.
 */

const BLOCK = 512;
/** Largest size in the 11 octal digits of a plain ustar header (8 GiB); larger use base-256. */
const OCTAL_SIZE_LIMIT = 8 ** 11;

export interface TarEntry {
  /** Path inside the archive, with '/' separators. */
  name: string;
  /** The file on disk to stream in. */
  source: string;
}

function writeText(header: Buffer, text: string, offset: number, length: number): void {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`Archive name too long: ${text}`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function writeSize(header: Buffer, size: number): void {
  if (size < OCTAL_SIZE_LIMIT) return writeOctal(header, size, 124, 12);
  // GNU base-256: the top bit of the first byte set, the size big-endian in the rest.
  header.fill(0, 124, 136);
  header[124] = 0x80;
  let rest = BigInt(size);
  for (let i = 135; i > 124; i--) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

function readSize(header: Buffer): number {
  if ((header[124]! & 0x80) !== 0) {
    let value = 0n;
    for (let i = 125; i < 136; i++) value = (value << 8n) | BigInt(header[i]!);
    return Number(value);
  }
  return parseInt(header.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
}

function header(name: string, size: number, mtimeSeconds: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  // Names over 100 bytes go into the 155-byte prefix, split at a '/'.
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0) throw new Error(`Archive name too long: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  writeText(block, base, 0, 100);
  writeOctal(block, 0o644, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeSize(block, size);
  writeOctal(block, Math.floor(mtimeSeconds), 136, 12);
  block.fill(' ', 148, 156);
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  writeText(block, prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

async function* tarStream(entries: TarEntry[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const stat = await fs.promises.stat(entry.source);
    yield header(entry.name, stat.size, stat.mtimeMs / 1000);
    let written = 0;
    // Only the bytes the header announced: a file growing meanwhile must not shift the archive.
    if (stat.size > 0) {
      for await (const chunk of fs.createReadStream(entry.source, { end: stat.size - 1 }) as AsyncIterable<Buffer>) {
        written += chunk.length;
        yield chunk;
      }
    }
    if (written !== stat.size) throw new Error(`${entry.source} changed size while it was archived.`);
    const padding = (BLOCK - (stat.size % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the files, in order, into a gzipped tar at `file`. */
export async function writeTarGz(file: string, entries: TarEntry[]): Promise<void> {
  await pipeline(Readable.from(tarStream(entries)), createGzip(), fs.createWriteStream(file, { flags: 'wx' }));
}

export interface ExtractedFile {
  name: string;
  bytes: number;
  sha256: string;
}

/** A name from an archive made safe: relative, normalised, never climbing out of the target folder. */
function safeName(name: string): string {
  const normal = path.posix.normalize(name.replace(/\\/g, '/'));
  if (normal.startsWith('../') || normal === '..' || path.posix.isAbsolute(normal) || normal.includes('\0')) {
    throw new Error(`The archive holds a path outside its folder: ${name}`);
  }
  return normal;
}

interface OpenEntry {
  name: string;
  size: number;
  remaining: number;
  padding: number;
  /** Null for entries that are not regular files (skipped). */
  out: fs.WriteStream | null;
  hash: ReturnType<typeof createHash>;
}

/** Parses tar blocks as they arrive, writing each regular file under `folder`. */
class TarExtractor {
  readonly files: ExtractedFile[] = [];
  private pending: Buffer = Buffer.alloc(0);
  private entry: OpenEntry | null = null;
  private ended = false;

  constructor(private readonly folder: string) {}

  async push(chunk: Buffer): Promise<void> {
    if (this.ended) return;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (!this.ended && (await this.step()));
  }

  /** One step of parsing; false when it needs more bytes. */
  private async step(): Promise<boolean> {
    const entry = this.entry;
    if (entry && entry.remaining > 0) {
      if (this.pending.length === 0) return false;
      const piece = this.pending.subarray(0, Math.min(entry.remaining, this.pending.length));
      this.pending = this.pending.subarray(piece.length);
      entry.remaining -= piece.length;
      if (entry.out) {
        entry.hash.update(piece);
        const out = entry.out;
        if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      return true;
    }
    if (entry && entry.padding > 0) {
      if (this.pending.length === 0) return false;
      const skip = Math.min(entry.padding, this.pending.length);
      this.pending = this.pending.subarray(skip);
      entry.padding -= skip;
      return true;
    }
    if (entry) await this.close(entry);
    if (this.pending.length < BLOCK) return false;
    const block = this.pending.subarray(0, BLOCK);
    this.pending = this.pending.subarray(BLOCK);
    if (block.every((byte) => byte === 0)) {
      this.ended = true;
      return false;
    }
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
    const type = String.fromCharCode(block[156]!);
    const size = readSize(block);
    const full = safeName(prefix ? `${prefix}/${name}` : name);
    let out: fs.WriteStream | null = null;
    if (type === '0' || type === '\0') {
      const target = path.join(this.folder, full);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      out = fs.createWriteStream(target, { flags: 'wx' });
    }
    this.entry = { name: full, size, remaining: size, padding: (BLOCK - (size % BLOCK)) % BLOCK, out, hash: createHash('sha256') };
    return true;
  }

  private async close(entry: OpenEntry): Promise<void> {
    this.entry = null;
    const out = entry.out;
    if (!out) return;
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    this.files.push({ name: entry.name, bytes: entry.size, sha256: entry.hash.digest('hex') });
  }

  async finish(): Promise<ExtractedFile[]> {
    const entry = this.entry;
    if (entry && entry.remaining === 0 && entry.padding === 0) await this.close(entry);
    if (this.entry || !this.ended) {
      this.entry?.out?.destroy();
      throw new Error('The archive is cut short: it ends in the middle of a file.');
    }
    return this.files;
  }
}

/**
 * Extracts every regular file of a gzipped tar into `folder` (created if missing), answering each
 * file's size and SHA-256 as written. Other entry types (folders, links) are skipped.
 */
export async function extractTarGz(file: string, folder: string): Promise<ExtractedFile[]> {
  const extractor = new TarExtractor(folder);
  // The parser's own error (a path out of the folder), not the stream's 'aborted' that follows it.
  let failure: unknown = null;
  try {
    await pipeline(fs.createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      try {
        for await (const chunk of source) await extractor.push(chunk);
      } catch (error) {
        failure = error;
        throw error;
      }
    });
  } catch (error) {
    throw failure ?? error;
  }
  return extractor.finish();
}

/** SHA-256 of a file, streamed. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}
