/**
 * Answers on the wire (issue 16). Run: `npm run bench:wire`. Starts the real server on a throwaway
 * SQLite database with the demo's year of simulated history and measures, for North Pivot 1 (a
 * six-depth probe and a local sensor, 96 readings a day):
 * - graph-data site-year: the documented `GET /stem/graph-data` for 365 days with brotli accepted,
 *   first byte and whole answer, RUNS times. Target < 100 ms / < 500 ms.
 * - health under load: 20 clients asking for 30 days of graph data back to back for LOAD_SECONDS
 *   while one client asks `GET /health` every 25 ms: its p50/p99/max. Target p99 < 50 ms.
 * - series bytes: the web app's year series on the wire, JSON and the compact form, each with
 *   brotli, gzip and none; and the time to parse / decode it here.
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { decodeSiteSeries, SERIES_MEDIA_TYPE, type DeviceSeries, type SiteSeries } from '@tilth/domain';
import { freePort, median, northPivot1, percentile, startDemoServer } from './benchServer';

const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CLIENTS = 20;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const DAY = 86_400_000;

interface Timed {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  body: Buffer;
  encoding: string | undefined;
}

/** One GET with the bytes as they arrive on the wire (no decompression), timed from the request. */
function get(path: string, headers: Record<string, string>, keep = false): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    http
      .get(`${BASE}${path}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${path}: ${response.statusCode}`));
          resolve({
            firstByteMs,
            totalMs: performance.now() - started,
            bytes,
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
          });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const range = (days: number) => {
  const to = Date.now();
  return `fromDate=${new Date(to - days * DAY).toISOString()}&toDate=${new Date(to).toISOString()}`;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
/** Columns decode when first read: all of them are read, to compare with JSON.parse, which makes them all. */
function readEveryColumn(series: SiteSeries) {
  for (const device of [series.probe, series.local])
    if (device) for (const key of Object.keys(device)) void device[key as keyof DeviceSeries];
}
const unpack = (t: Timed) =>
  t.encoding === 'br' ? zlib.brotliDecompressSync(t.body) : t.encoding === 'gzip' ? zlib.gunzipSync(t.body) : t.body;

async function main() {
  const server = await startDemoServer(PORT);
  try {
    const site = await northPivot1(BASE);
    const auth = { authorization: site.token };
    const graphData = (days: number) => `/stem/graph-data/${site.siteId}/${site.twigId}/?${range(days)}`;

    // graph-data, a site-year, brotli accepted.
    const year: Timed[] = [];
    await get(graphData(365), { ...auth, 'accept-encoding': 'br' }); // warm-up
    for (let run = 0; run < RUNS; run++) year.push(await get(graphData(365), { ...auth, 'accept-encoding': 'br' }));
    const plainYear = await get(graphData(365), auth, true);

    // /health while 20 clients ask for 30 days each, back to back.
    const until = performance.now() + LOAD_SECONDS * 1000;
    let answers = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        await get(graphData(30), { ...auth, 'accept-encoding': 'br' });
        answers++;
      }
    });
    const health: number[] = [];
    const prober = (async () => {
      await new Promise((r) => setTimeout(r, 500));
      while (performance.now() < until) {
        health.push((await get('/health', {})).totalMs);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    await Promise.all([...clients, prober]);

    // The web app's year series: JSON and compact, each encoding.
    const seriesPath = `/sites/${site.objectId}/series?${range(365)}`;
    const sizes: string[] = [];
    let jsonBody: Buffer | null = null;
    let compactBody: Buffer | null = null;
    for (const [form, accept] of [
      ['JSON', 'application/json'],
      ['compact', SERIES_MEDIA_TYPE],
    ] as const) {
      const row: string[] = [];
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await get(seriesPath, { ...auth, accept, 'accept-encoding': encoding }, true);
        row.push(`${encoding} ${mb(answer.bytes)}`);
        if (encoding === 'identity') {
          if (form === 'JSON') jsonBody = unpack(answer);
          else compactBody = unpack(answer);
        }
      }
      sizes.push(`${form}: ${row.join(', ')}`);
    }
    const parse: number[] = [];
    const decode: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let t = performance.now();
      JSON.parse(jsonBody!.toString('utf8'));
      parse.push(performance.now() - t);
      t = performance.now();
      readEveryColumn(decodeSiteSeries(new Uint8Array(compactBody!)));
      decode.push(performance.now() - t);
    }

    const runs = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(`wire, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, SQLite, Node ${process.version}`);
    console.log(`graph-data site-year (br): ${mb(median(year.map((t) => t.bytes)))} on the wire, ${mb(plainYear.bytes)} of JSON`);
    console.log(
      `  first byte: median ${median(year.map((t) => t.firstByteMs)).toFixed(0)} ms (runs: ${runs(year.map((t) => t.firstByteMs))}) — target < 100 ms`,
    );
    console.log(
      `  whole answer: median ${median(year.map((t) => t.totalMs)).toFixed(0)} ms (runs: ${runs(year.map((t) => t.totalMs))}) — target < 500 ms`,
    );
    console.log(
      `/health under ${CLIENTS} clients × 30 days for ${LOAD_SECONDS} s (${answers} answers): p50 ${percentile(health, 50).toFixed(0)} ms, p99 ${percentile(health, 99).toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms (${health.length} probes) — target p99 < 50 ms`,
    );
    console.log(`year series on the wire — ${sizes.join('; ')} — target < 1.5 MB`);
    console.log(
      `  here: JSON.parse median ${median(parse).toFixed(0)} ms, compact decode (every column) median ${median(decode).toFixed(0)} ms`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
