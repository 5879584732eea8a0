import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import zlib, { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/**
 * Streamed answers are the big ones (a site-year of graph data is 42 MB of JSON), and compressing
 * them is the longest part of the answer: brotli 1, for 19% more bytes than brotli 2, takes the
 * site-year's whole answer from 676 to 521–589 ms (bench/wire.ts, same session); gzip 1 is four
 * times as fast as the default 6 (measured on that year: br 2 230 ms / 4.79 MB, br 3 319 ms /
 * 4.86 MB, br 4 469 ms / 4.77 MB, br 1 5.70 MB; gzip 1 200 ms / 6.2 MB, gzip 6 790 ms / 4.8 MB).
 */
/**
 * The compressor takes up to 1 MB before the answer waits for it (the default is 16 KB): the answer
 * is written on the main thread while the compressor works on its own, and with 16 KB every 64 KB
 * piece waited for the compressor, so writing and compressing took turns instead of overlapping.
 * Its output comes in 256 KB chunks (zlib's default is 16 KB): each chunk is a round trip between
 * the compressor's thread and the main thread.
 */
const STREAM_BUFFER = { writableHighWaterMark: 1024 * 1024, chunkSize: 256 * 1024 };
const STREAM_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 }, ...STREAM_BUFFER };
const STREAM_GZIP = { level: 1, ...STREAM_BUFFER };

/**
 * Compresses API answers (brotli, else gzip) for clients that accept it. Registered in the API
 * scope only: the web app's files are precompressed at build time and served by their own plugin.
 * Brotli at quality 4, not the library's 11: answers are built per request, and a year of readings
 * at 11 takes seconds. A reply that already has a Content-Encoding is left alone, and streamed
 * answers are compressed as they stream.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI,
    // The library's defaults (text, JSON, XML) and the compact binary series.
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/vnd\.tilth\./,
  });
}

/** The encoding the Accept-Encoding header weighs highest (a zero q refuses), brotli on a tie; null for neither. */
export function streamEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    if (name) q.set(name, weight ? Number(weight.slice(2)) : 1);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Input written between flushes: enough for a good ratio, little enough that bytes keep flowing.
 * With 256 KB batches and chunks, 2 MB gave the site-year's whole answer 389–425 ms against 472–540
 * for 64 KB batches, 16 KB chunks and 512 KB (alternating runs, same session).
 */
const FLUSH_EVERY = 2 * 1024 * 1024;

/**
 * A streamed answer compressed here rather than by the plugin, so it can be flushed: a compressor
 * holds its output until it has a few megabytes, which would hold back the first byte. Flushes after
 * the first piece and then every FLUSH_EVERY characters. Sets Content-Encoding, so the plugin leaves it.
 */
export function compressedStream(request: FastifyRequest, reply: FastifyReply, pieces: AsyncIterable<string | Buffer>): Readable {
  const encoding = streamEncoding(request.headers['accept-encoding']);
  if (!encoding) return Readable.from(pieces);
  void reply.header('Content-Encoding', encoding);
  const vary = reply.getHeader('Vary');
  void reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const zip = encoding === 'br' ? zlib.createBrotliCompress(STREAM_BROTLI) : zlib.createGzip(STREAM_GZIP);
  const out = new PassThrough();
  zip.pipe(out);
  zip.on('error', (error) => out.destroy(error));
  void (async () => {
    let sinceFlush = 0;
    let first = true;
    for await (const piece of pieces) {
      if (out.destroyed) return;
      if (!zip.write(piece)) await once(zip, 'drain');
      sinceFlush += piece.length;
      if (first || sinceFlush >= FLUSH_EVERY) {
        zip.flush();
        sinceFlush = 0;
        first = false;
      }
    }
    zip.end();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
