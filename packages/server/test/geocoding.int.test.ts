import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeocoder, type FakeGeocoder } from './helpers/fakeGeocoder';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(ENGINES)('address lookup for the farm form on %s', (engine) => {
  let t: TestServer;
  let fake: FakeGeocoder;
  let token: string;
  const search = (q: string, as = token) => t.request('GET', `/geocode/search?q=${encodeURIComponent(q)}`, { token: as });

  beforeAll(async () => {
    fake = await startFakeGeocoder();
    t = await startTestServer(engine, { geocoderUrl: fake.url, geocoderTimeoutMs: 300 });
    token = (await t.signin('dealer.admin')).token;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('answers places with coordinates and a time-zone guess', async () => {
    const answer = await search('1200 County Rd 7');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        displayName: '1200 County Rd 7, Plainview, Hale County, Texas, 79072, United States',
        latitude: 34.1848,
        longitude: -101.7068,
        timeZone: 'America/Chicago',
      },
    ]);
    expect(fake.queries).toContain('1200 County Rd 7');
    const none = await search('nowhere at all');
    expect([none.status, none.body.data, none.body.message]).toEqual([200, [], 'No place matches that address']);
  });

  it('fails clearly and quickly when the geocoder errs or does not answer', async () => {
    const broken = await search('broken street');
    expect([broken.status, broken.body.error]).toEqual([502, 'GeocoderUnavailable']);
    expect(broken.body.message).toContain('Type the latitude and longitude');
    const started = Date.now();
    const hung = await search('hang on');
    expect([hung.status, hung.body.error]).toEqual([504, 'GeocoderTimeout']);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses an empty address naming it, and callers who may not create farms', async () => {
    const empty = await t.request('GET', '/geocode/search?q=%20', { token });
    expect([empty.status, empty.body.fields]).toEqual([400, ['q']]);
    const missing = await t.request('GET', '/geocode/search', { token });
    expect([missing.status, missing.body.fields]).toEqual([400, ['q']]);
    expect((await search('x', (await t.signin('business.user')).token)).status).toBe(403);
    expect((await t.request('GET', '/geocode/search?q=x')).status).toBe(401);
  });

  it('says so when the geocoder cannot be reached or is not configured', async () => {
    const port = await closedPort();
    const down = await startTestServer(engine, { geocoderUrl: `http://127.0.0.1:${port}`, geocoderTimeoutMs: 300 });
    try {
      const answer = await down.request('GET', '/geocode/search?q=Plainview', { token: (await down.signin('dealer.admin')).token });
      expect([answer.status, answer.body.error, answer.body.data]).toEqual([502, 'GeocoderUnavailable', null]);
    } finally {
      await down.close();
    }
    const off = await startTestServer(engine, { geocoderUrl: null });
    try {
      const answer = await off.request('GET', '/geocode/search?q=Plainview', { token: (await off.signin('dealer.admin')).token });
      expect([answer.status, answer.body.error]).toEqual([503, 'GeocoderNotConfigured']);
    } finally {
      await off.close();
    }
  });
});
