import http from 'node:http';
import zlib from 'node:zlib';
import {
  decodeSiteSeries,
  documentedGraphDataSchema,
  ok,
  SERIES_MEDIA_TYPE,
  siteSeriesSchema,
  successEnvelopeSchema,
  type Actor,
} from '@tilth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a client without fetch's automatic decompression sees it: the bytes on the wire. */
function raw(base: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const decompress = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(answer.body)
      : answer.body;

describe.each(ENGINES)('answers on the wire on %s', (engine) => {
  let t: TestServer;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let token: string;
  let actor: Actor;
  const start = Date.parse('2026-07-01T00:00:00Z') / 1000;
  const from = '2026-07-01T00:00:00Z';
  const to = '2026-08-01T00:00:00Z';

  beforeAll(async () => {
    t = await startTestServer(engine);
    site = await createTestSite(t);
    const readings = readingsFrom(start, 3000).map((r, i) => (i % 50 === 7 ? { ...r, battery: null, rssi: null } : r));
    const local = readings.map((r) => ({ ...r, moisture: [25], temperature: [22], salinity: [0.4], conductivity: [1.1] }));
    const answer = await t.request('POST', '/ingest/v1/readings', {
      body: {
        devices: [
          { deviceId: site.probe.deviceId, readings },
          { deviceId: site.local!.deviceId, readings: local },
        ],
      },
      headers: { authorization: `Bearer ${site.key}` },
    });
    expect(answer.body.data.stored).toBe(6000);
    token = (await t.signin('dealer.user')).token;
    actor = (await t.server.services.auth.service.authenticate(token))!.actor;
  });
  afterAll(async () => t?.close());

  const graphUrl = (deviceId: string) => `/stem/graph-data/${site.siteId}/${deviceId}/?fromDate=${from}&toDate=${to}`;
  const seriesUrl = () => `/sites/${site.id}/series?fromDate=${from}&toDate=${to}`;

  it('streams the documented graph data byte for byte as the answer built at once, in its schema', async () => {
    for (const deviceId of [site.probe.deviceId, site.local!.deviceId]) {
      const streamed = await raw(t.url, graphUrl(deviceId), { authorization: token });
      expect(streamed.status).toBe(200);
      expect(streamed.headers['transfer-encoding']).toBe('chunked');
      expect(streamed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(streamed.headers['cache-control']).toBe('no-store');
      const whole = await t.server.services.siteGraph.graphData.graphData(actor, site.siteId, deviceId, from, to);
      const text = streamed.body.toString('utf8');
      expect(text).toBe(JSON.stringify(ok(whole, 'Data populated successfully')));
      const parsed = successEnvelopeSchema(documentedGraphDataSchema).safeParse(JSON.parse(text));
      expect(parsed.success, parsed.error?.message).toBe(true);
      expect(parsed.data!.data.graph.moisture.absolute).toHaveLength(2977);
    }
  });

  it('fails before streaming: a device that is not on the site is a plain 404', async () => {
    const answer = await raw(t.url, graphUrl('ffffffffffff'), { authorization: token, 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ success: false, status: 404 });
  });

  it('compresses big answers with brotli or gzip as accepted, and sends plain JSON to a client that accepts neither', async () => {
    const plain = await raw(t.url, graphUrl(site.probe.deviceId), { authorization: token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br;q=0.5', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await raw(t.url, graphUrl(site.probe.deviceId), { authorization: token, 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      if (encoding) expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decompress(answer).equals(plain.body), accept).toBe(true);
      if (encoding) expect(answer.body.length).toBeLessThan(plain.body.length / 5);
    }
    const series = await raw(t.url, seriesUrl(), { authorization: token, 'accept-encoding': 'gzip' });
    expect(series.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decompress(series).toString('utf8')).data.probe.ts).toHaveLength(2977);
  });

  it('leaves small answers uncompressed', async () => {
    const health = await raw(t.url, '/health', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers the series in the compact form when asked, decoding to the JSON answer’s values', async () => {
    const json = await raw(t.url, seriesUrl(), { authorization: token });
    const data = JSON.parse(json.body.toString('utf8')).data;
    expect(siteSeriesSchema.safeParse(data).success).toBe(true);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const compact = await raw(t.url, seriesUrl(), {
        authorization: token,
        accept: `${SERIES_MEDIA_TYPE}, application/json;q=0.5`,
        'accept-encoding': encoding,
      });
      expect(compact.status).toBe(200);
      expect(compact.headers['content-type']).toBe(SERIES_MEDIA_TYPE);
      expect(compact.headers.vary).toMatch(/^accept\b/i);
      if (encoding !== 'identity') expect(compact.headers.vary).toMatch(/accept-encoding/i);
      expect(compact.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      const decoded = decodeSiteSeries(new Uint8Array(decompress(compact)));
      expect(decoded).toStrictEqual(data);
    }
    // The nulls survive: every 50th reading had no battery.
    expect(data.probe.battery[7]).toBeNull();
  });

  it('keeps JSON for errors of the compact form and for clients that do not ask for it', async () => {
    const missing = await raw(t.url, `/sites/ffffffffffffffffffffffff/series`, { authorization: token, accept: SERIES_MEDIA_TYPE });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    const refused = await raw(t.url, seriesUrl(), { authorization: token, accept: `${SERIES_MEDIA_TYPE};q=0, application/json` });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });
});
