import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as sent, bytes as received: fetch would ask for and undo compression by itself. */
function get(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const INDEX = `<!doctype html><html><head><title>Tilth app</title><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<!-- padding -->'.repeat(40)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('tilth '.repeat(2000))};\n`;
const NAVIGATE = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

/** A build as packages/web writes it: plain files and their .br/.gz copies (build/precompress.ts). */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-abc123.js', SCRIPT);
}

describe.each(ENGINES)('web app files (static, precompressed) on %s', (engine) => {
  let t: TestServer;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-web-'));
  beforeAll(async () => {
    writeBuild(webDist);
    t = await startTestServer(engine, { webDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli when accepted, once compressed, with Vary and immutable caching', async () => {
    const answer = await get(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']?.toLowerCase()).toContain('accept-encoding');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Decoding once gives the file: nothing compressed it a second time on the way.
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a client that accepts gzip only', async () => {
    const answer = await get(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']?.toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client without Accept-Encoding (or asking for identity)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get(t.url, '/assets/index-abc123.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']?.toLowerCase()).toContain('accept-encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers a page navigation with index.html, compressed when accepted and never cached unrevalidated', async () => {
    const compressed = await get(t.url, '/farm/abc/sites', { ...NAVIGATE, 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']?.toLowerCase()).toContain('accept-encoding');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(INDEX);

    const plain = await get(t.url, '/login', NAVIGATE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(INDEX);
  });

  it('serves /index.html itself with no-cache', async () => {
    const answer = await get(t.url, '/index.html', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(answer.body).toString()).toBe(INDEX);
  });

  it('leaves API answers to the API: a non-navigation request is not answered with the app', async () => {
    const answer = await get(t.url, '/health', { accept: 'application/json' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});
