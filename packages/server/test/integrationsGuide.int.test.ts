import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATIONS_GUIDE_FILE } from '../src/http/integrationsGuide';
import { createTestSite, readingsFrom } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

// Asynchronously: the server answers in this process, so the examples must not block its event loop.
const run = promisify(execFile);
const guide = fs.readFileSync(INTEGRATIONS_GUIDE_FILE, 'utf8');
/** The guide's code blocks of one language, in order. */
const blocks = (language: string) => [...guide.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!);

describe.each(ENGINES)('the Integrations guide on %s', (engine) => {
  let t: TestServer;
  let env: NodeJS.ProcessEnv;
  let farmNames: string[];

  beforeAll(async () => {
    t = await startTestServer(engine);
    const site = await createTestSite(t, { localSensor: false });
    const start = Math.floor(Date.now() / 1000 / 900) * 900 - 20 * 900;
    await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: site.probe.deviceId, readings: readingsFrom(start, 20) }] },
      headers: { authorization: `Bearer ${site.key}` },
    });
    const session = await t.signin('dealer.admin');
    const created = await t.request('POST', '/user/api-keys', { token: session.token, body: { name: 'Guide', scope: 'read' } });
    const farms = await t.request('GET', `/farm/user/${session.userId}?limit=100`, { token: session.token });
    farmNames = farms.body.data.farms.map((f: { name: string }) => f.name);
    env = {
      PATH: process.env.PATH,
      TILTH_URL: t.url,
      TILTH_API_KEY: created.body.data.secret,
      TILTH_USER_ID: created.body.data.userId,
      TILTH_SITE_ID: site.siteId,
      TILTH_DEVICE_ID: site.probe.deviceId,
    };
  });
  afterAll(async () => t?.close());

  const sh = async (code: string) => (await run('sh', ['-c', code], { env, encoding: 'utf8', timeout: 30_000 })).stdout;
  const python = async (code: string, extra: NodeJS.ProcessEnv = {}) =>
    (await run('python3', ['-c', code], { env: { ...env, ...extra }, encoding: 'utf8', timeout: 30_000 })).stdout;

  it('serves the guide as a page linked from the API reference', async () => {
    const page = await fetch(`${t.url}/api/docs/integrations`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h2>Authentication with an API key</h2>');
    expect(html).toContain('Tilth-Signature');
    const markdown = await fetch(`${t.url}/api/docs/integrations.md`);
    expect(await markdown.text()).toBe(guide);
    const openapi = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
      info: { description: string };
      paths: Record<string, unknown>;
    };
    expect(openapi.info.description).toContain('/api/docs/integrations');
    expect(openapi.paths['/user/api-keys']).toBeDefined();
  });

  it('runs the curl examples: the org view, the graph data and a CSV export', async () => {
    const [orgView, graph, exportCsv] = blocks('sh');
    const tree = JSON.parse(await sh(orgView!));
    expect(tree.success).toBe(true);
    expect(JSON.stringify(tree.data)).toContain('North Pivot Farm');
    const data = JSON.parse(await sh(graph!));
    expect(data.success).toBe(true);
    expect(data.data.graph.moisture.absolute).toHaveLength(20);
    const csv = await sh(exportCsv!);
    expect(csv.split('\n')[0]).toMatch(/^Site,Farm,Date/);
    expect(csv).toContain('North Pivot Farm,');
    expect(csv).toContain(',Moisture,');
  });

  it('runs the Python examples: paging through the farms and reading the graph data', async () => {
    const [paging, graph] = blocks('python');
    expect((await python(paging!)).trim().split('\n')).toEqual(farmNames);
    expect(farmNames.length).toBeGreaterThan(2);
    expect(await python(graph!)).toMatch(/^20 moisture readings; newest at \d{4}-\d\d-\d\dT/);
  });

  it('runs the webhook signature check: a right signature is valid, a changed body or an old timestamp is not', async () => {
    const verify = blocks('python')[2]!;
    const secret = 'whsec_guide';
    const body = '{"event":"alert","siteId":"abc"}';
    const sign = (t0: number, raw: string) => `t=${t0},v1=${createHmac('sha256', secret).update(`${t0}.${raw}`).digest('hex')}`;
    const now = Math.floor(Date.now() / 1000);
    const check = async (signature: string, raw = body) =>
      (await python(verify, { TILTH_WEBHOOK_SECRET: secret, TILTH_WEBHOOK_SIGNATURE: signature, TILTH_WEBHOOK_BODY: raw })).trim();
    expect(await check(sign(now, body))).toBe('valid');
    expect(await check(sign(now, body), body.replace('abc', 'abd'))).toBe('invalid');
    expect(await check(sign(now - 301, body))).toBe('invalid');
  });
});
