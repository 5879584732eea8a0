import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestProbe, siteOn, wettingReadings } from './helpers/siteDetailFixtures';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const HOUR = 3600;

describe.each(ENGINES)('site card detail: last wetting event and percolation on %s', (engine) => {
  let t: TestServer;
  let farmId: string;
  const start = Math.floor(Date.now() / 1000 / HOUR) * HOUR - 96 * HOUR;
  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    const db = t.server.database.db;
    farmId = (await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow()).id;
    const wetted = await siteOn(db, farmId, { name: 'Card Wetted' });
    await ingestProbe(t, wetted, wettingReadings(start, 96, 60));
    const dry = await siteOn(db, farmId, { name: 'Card Flat' });
    await ingestProbe(t, dry, wettingReadings(start, 96, 10_000));
    await siteOn(db, farmId, { name: 'Card Silent' });
    await siteOn(db, farmId, { name: 'Card Unsubscribed', plan: 'None' });
  });
  afterAll(async () => t?.close());

  const cards = async (login: string) => {
    const { token } = await t.signin(login);
    const answer = await t.request('GET', `/farm/${farmId}/sites?name=Card&limit=50`, { token });
    expect(answer.status).toBe(200);
    return Object.fromEntries((answer.body.data.sites as { name: string }[]).map((s) => [s.name, s])) as Record<string, any>;
  };

  it('finds the newest wetting event and the deepest sensor its water reached', async () => {
    const { 'Card Wetted': card } = await cards('farm.user');
    const event = card.detail.lastWettingEvent;
    expect(event).not.toBeNull();
    // Readings are stamped at the end of their hour, so the event starts within an hour or two of hour 60.
    expect(Math.abs(Date.parse(event.at) / 1000 - (start + 60 * HOUR))).toBeLessThanOrEqual(2 * HOUR);
    expect(event.riseVwc).toBeGreaterThan(5);
    expect(event.sizeIn).toBeGreaterThan(0.1);
    expect(card.detail.percolation).toEqual({ depthIn: 16, deepDrainage: false });
  });

  it('says none for a flat profile or a site without readings, and nothing without the plan', async () => {
    const all = await cards('farm.user');
    expect(all['Card Flat'].detail).toMatchObject({ lastWettingEvent: null, percolation: null });
    expect(all['Card Silent'].detail).toMatchObject({ lastWettingEvent: null, percolation: null });
    expect(all['Card Unsubscribed'].detail).toBeNull();
    expect(all['Card Unsubscribed'].canOpenGraph).toBe(false);
    const asAdmin = await cards('admin');
    expect(asAdmin['Card Unsubscribed'].detail).toMatchObject({ lastWettingEvent: null, depths: [4, 8, 16, 24, 32, 40] });
  });
});
