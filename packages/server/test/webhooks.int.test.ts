import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Webhook, type WebhookDelivery, type WebhookEvent, type WebhookWithSecret } from '@tilth/domain';
import { runAlerts } from '../src/modules/notifications/alertJob';
import { createTestSite, plantedDaysAgo } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';
import { verifyWebhookSignature } from '../src/modules/webhooks/webhookSignature';

const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on a free port: records each POST and answers the next queued status (200 when none). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Webhooks (issue 32): alert episodes of the account's subtree, signed, queued and retried; managed by its admins. */
describe.each(ENGINES)('webhooks on %s', (engine) => {
  let t: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let foreignSite: Awaited<ReturnType<typeof createTestSite>>;
  let heartlandId: string;
  let admin: string;
  let hook: Webhook;
  let secret: string;
  // Every instant lies in the past, as in the alert tests.
  const start = Math.floor((Date.now() - 96 * HOUR) / 1000 / 900) * 900 * 1000;
  const db = () => t.server.database.db;
  const services = () => t.server.services;
  const runAlertsAt = (at: number) => runAlerts(services().notifications.alerts, new Date(at));
  const deliverAt = (at: number) => services().webhooks.deliverer.runDue(new Date(at));
  const setLevel = (siteId: string, level: string | null) =>
    db().updateTable('sites').set({ health_level: level }).where('id', '=', siteId).execute();
  const log = async (id: string) =>
    (await t.request<{ deliveries: WebhookDelivery[] }>('GET', `/webhooks/${id}/deliveries`, { token: admin })).body.data.deliveries;

  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    receiver = await startReceiver();
    site = await createTestSite(t, { localSensor: false, plantingDate: plantedDaysAgo(30) });
    foreignSite = await createTestSite(t, { farmName: 'Big Bend Corn', localSensor: false, plantingDate: plantedDaysAgo(30) });
    heartlandId = (
      await db().selectFrom('organisations').select('id').where('name', '=', 'Heartland Irrigation Supply').executeTakeFirstOrThrow()
    ).id;
    admin = (await t.signin('dealer.admin')).token;
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it("seeds the demo's Heartland webhook on a local address with a delivered and a failed delivery", async () => {
    const list = await t.request<{ webhooks: Webhook[] }>('GET', `/org/${heartlandId}/webhooks`, { token: admin });
    expect(list.body.data.webhooks.map((w) => [w.url, w.enabled, w.lastDelivery?.status])).toEqual([
      ['http://localhost:9911/tilth-webhook', true, 'failed'],
    ]);
    const demo = list.body.data.webhooks[0]!;
    expect((await log(demo.objectId)).map((d) => [d.eventType, d.status, d.attempts, d.lastStatusCode, d.lastError])).toEqual([
      ['test', 'failed', 6, null, 'Could not connect: the receiver refused the connection (is it running?).'],
      ['test', 'delivered', 1, 200, null],
    ]);
    // Out of the way of the deliveries below (nothing listens on its address).
    expect((await t.request('DELETE', `/webhooks/${demo.objectId}`, { token: admin })).status).toBe(200);
  });

  it('adds a webhook for the account, shows its secret once and keeps it sealed', async () => {
    const answer = await t.request<WebhookWithSecret>('POST', `/org/${heartlandId}/webhooks`, {
      token: admin,
      body: { url: receiver.url, kinds: ['sensorFault', 'belowRefill'] },
    });
    expect(answer.status).toBe(200);
    ({ webhook: hook, secret } = answer.body.data);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook).toMatchObject({ url: receiver.url, kinds: ['belowRefill', 'sensorFault'], enabled: true, secretHint: secret.slice(-4) });
    const stored = await db().selectFrom('webhooks').selectAll().where('id', '=', hook.objectId).executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(secret.slice(6));
    const list = await t.request('GET', `/org/${heartlandId}/webhooks`, { token: admin });
    expect(list.body.data.webhooks.map((w: Webhook) => w.objectId)).toEqual([hook.objectId]);
    expect(JSON.stringify(list.body.data)).not.toContain(secret);
    expect(list.body.data.kinds).toEqual(['belowRefill', 'notReporting', 'batteryLow', 'refillSoon', 'sensorFault']);
  });

  it('refuses plain http to a public host and a plan change, naming the field', async () => {
    const http = await t.request('POST', `/org/${heartlandId}/webhooks`, {
      token: admin,
      body: { url: 'http://hooks.example.com/tilth', kinds: ['belowRefill'] },
    });
    expect(http.status).toBe(400);
    expect(http.body.fields).toEqual(['url']);
    expect(http.body.message).toMatch(/https:\/\/; plain http is allowed only for localhost or a private network/);
    const kinds = await t.request('POST', `/org/${heartlandId}/webhooks`, { token: admin, body: { url: receiver.url, kinds: [] } });
    expect(kinds.status).toBe(400);
    expect(kinds.body.message).toContain('Choose at least one kind of alert');
  });

  it('delivers a signed alert.opened for a site in scope, and nothing for a site outside it', async () => {
    await setLevel(site.id, 'LOW');
    await setLevel(foreignSite.id, 'LOW');
    await runAlertsAt(start);
    const queued = await db().selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', hook.objectId).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).not.toContain(foreignSite.id);

    const run = await deliverAt(start);
    expect(run).toMatchObject({ sent: 1, delivered: 1 });
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.headers['content-type']).toBe('application/json');
    expect(verifyWebhookSignature(secret, got.headers['tilth-signature'] as string, got.body, start)).toBe(true);
    expect(verifyWebhookSignature(secret, got.headers['tilth-signature'] as string, got.body.replace('opened', 'closed'), start)).toBe(
      false,
    );
    expect(verifyWebhookSignature(secret, got.headers['tilth-signature'] as string, got.body, start + 6 * MINUTE)).toBe(false);
    const event = JSON.parse(got.body) as WebhookEvent;
    expect(got.headers['tilth-event-id']).toBe(event.id);
    expect(event).toMatchObject({
      type: 'alert.opened',
      createdAt: new Date(start).toISOString(),
      account: { id: heartlandId, name: 'Heartland Irrigation Supply' },
      site: { id: site.id, number: site.siteId, name: 'Test Pivot', farm: { name: 'North Pivot Farm' } },
      alert: { kind: 'belowRefill', event: 'opened', message: `Test Pivot (ID# ${site.siteId}) fell below its refill point` },
    });
    const [row] = await log(hook.objectId);
    expect(row).toMatchObject({ eventType: 'alert.opened', status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
  });

  it('retries a delivery the receiver refused, on the schedule, and logs attempts and codes', async () => {
    receiver.statuses.push(500);
    await setLevel(site.id, 'FAIR');
    const at = start + HOUR;
    await runAlertsAt(at);
    expect(await deliverAt(at)).toMatchObject({ sent: 1, retrying: 1 });
    let [row] = await log(hook.objectId);
    expect(row).toMatchObject({
      eventType: 'alert.closed',
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'The receiver answered 500 Internal Server Error; only a 2xx answer counts as delivered.',
      nextAttemptAt: new Date(at + MINUTE).toISOString(),
    });
    expect(await deliverAt(at + 30_000)).toMatchObject({ sent: 0 });
    expect(receiver.received).toHaveLength(2);

    expect(await deliverAt(at + MINUTE)).toMatchObject({ sent: 1, delivered: 1 });
    [row] = await log(hook.objectId);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null, nextAttemptAt: null });
    const [first, second] = receiver.received.slice(1);
    // The same event and bytes each time, signed afresh.
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['tilth-event-id']).toBe(first!.headers['tilth-event-id']);
    expect(verifyWebhookSignature(secret, second!.headers['tilth-signature'] as string, second!.body, at + MINUTE)).toBe(true);
    expect((JSON.parse(second!.body) as WebhookEvent).alert).toMatchObject({
      event: 'closed',
      message: `Test Pivot (ID# ${site.siteId}) is back above its refill point`,
    });
  });

  it('gives up after six attempts (1 min, 5 min, 30 min, 2 h, 6 h apart) with status failed', async () => {
    receiver.statuses.push(503, 503, 503, 503, 503, 503);
    await setLevel(site.id, 'LOW');
    let at = start + 2 * HOUR;
    await runAlertsAt(at);
    for (const wait of [0, 1, 5, 30, 120, 360]) {
      at += wait * MINUTE;
      expect(await deliverAt(at - 1)).toMatchObject({ sent: 0 });
      expect(await deliverAt(at)).toMatchObject({ sent: 1 });
    }
    const [row] = await log(hook.objectId);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 503, nextAttemptAt: null });
    expect(await deliverAt(at + 24 * HOUR)).toMatchObject({ sent: 0 });
    await setLevel(site.id, null);
    await runAlertsAt(at + 24 * HOUR);
    await deliverAt(at + 24 * HOUR);
  });

  it('sends a test event at once; after a rotation it is signed with the new secret only', async () => {
    const before = receiver.received.length;
    const test = await t.request<WebhookDelivery>('POST', `/webhooks/${hook.objectId}/test`, { token: admin });
    expect(test.status).toBe(200);
    expect(test.body.data).toMatchObject({ eventType: 'test', status: 'delivered', attempts: 1, lastStatusCode: 200 });
    const got = receiver.received[before]!;
    expect(verifyWebhookSignature(secret, got.headers['tilth-signature'] as string, got.body)).toBe(true);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'test', site: null, alert: null, account: { id: heartlandId } });

    const rotated = await t.request<WebhookWithSecret>('POST', `/webhooks/${hook.objectId}/rotate-secret`, { token: admin });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.secret;
    expect(fresh).not.toBe(secret);
    receiver.statuses.push(500);
    const failed = await t.request<WebhookDelivery>('POST', `/webhooks/${hook.objectId}/test`, { token: admin });
    expect(failed.body.data).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 500 });
    expect(failed.body.message).toContain('The receiver answered 500');
    const again = receiver.received[before + 1]!;
    expect(verifyWebhookSignature(fresh, again.headers['tilth-signature'] as string, again.body)).toBe(true);
    expect(verifyWebhookSignature(secret, again.headers['tilth-signature'] as string, again.body)).toBe(false);
    secret = fresh;
  });

  it('says why when the receiver cannot be reached', async () => {
    const closed = await startReceiver();
    await closed.close();
    const added = await t.request<WebhookWithSecret>('POST', `/org/${heartlandId}/webhooks`, {
      token: admin,
      body: { url: closed.url, kinds: ['batteryLow'] },
    });
    const test = await t.request<WebhookDelivery>('POST', `/webhooks/${added.body.data.webhook.objectId}/test`, { token: admin });
    expect(test.body.data).toMatchObject({ status: 'failed', lastStatusCode: null });
    expect(test.body.data.lastError).toBe('Could not connect: the receiver refused the connection (is it running?).');
    expect((await t.request('DELETE', `/webhooks/${added.body.data.webhook.objectId}`, { token: admin })).status).toBe(200);
  });

  it('sends nothing while turned off, and saves changes', async () => {
    const off = await t.request<Webhook>('PATCH', `/webhooks/${hook.objectId}`, {
      token: admin,
      body: { enabled: false, kinds: ['belowRefill'] },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false, kinds: ['belowRefill'] });
    const count = (await db().selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.objectId).execute()).length;
    await setLevel(site.id, 'LOW');
    await runAlertsAt(start + 40 * HOUR);
    expect((await db().selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.objectId).execute()).length).toBe(count);
    const test = await t.request('POST', `/webhooks/${hook.objectId}/test`, { token: admin });
    expect(test.status).toBe(409);
    await setLevel(site.id, null);
  });

  it("lets only the account's own admins manage its webhooks: members 403, other accounts 404", async () => {
    const as = async (login: string) => (await t.signin(login)).token;
    const member = await as('dealer.user');
    expect((await t.request('GET', `/org/${heartlandId}/webhooks`, { token: member })).status).toBe(403);
    expect((await t.request('POST', `/webhooks/${hook.objectId}/test`, { token: member })).status).toBe(403);
    // The distributor above sees the account but does not manage its webhooks.
    const distributor = await as('distributor.admin');
    expect((await t.request('GET', `/org/${heartlandId}/webhooks`, { token: distributor })).status).toBe(403);
    // A business admin below it, and the farm's admin, see neither the account's webhooks nor the webhook.
    for (const login of ['business.admin', 'farm.admin']) {
      const token = await as(login);
      const list = await t.request('GET', `/org/${heartlandId}/webhooks`, { token });
      expect([403, 404]).toContain(list.status);
      const one = await t.request('GET', `/webhooks/${hook.objectId}/deliveries`, { token });
      expect([403, 404]).toContain(one.status);
    }
    const business = await as('business.admin');
    expect((await t.request('GET', `/org/${heartlandId}/webhooks`, { token: business })).status).toBe(404);
    expect((await t.request('PATCH', `/webhooks/${hook.objectId}`, { token: business, body: { enabled: true } })).status).toBe(404);
    expect((await t.request('DELETE', `/webhooks/${hook.objectId}`, { token: business })).status).toBe(404);
  });

  it('deletes a webhook with its log', async () => {
    expect((await t.request('DELETE', `/webhooks/${hook.objectId}`, { token: admin })).status).toBe(200);
    expect((await t.request('GET', `/webhooks/${hook.objectId}/deliveries`, { token: admin })).status).toBe(404);
    expect(await db().selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', hook.objectId).execute()).toEqual([]);
  });
});
