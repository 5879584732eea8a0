import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations } from '../src/seed/demoData';
import { addFarm, addSites } from './helpers/farmSites';
import { createForeignBranch, type ForeignBranch } from './helpers/roleFixtures';
import { createTestSite, plantedDaysAgo, readingsFrom } from './helpers/sites';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const orgName = (key: string) => demoOrganisations.find((o) => o.key === key)!.name;
type Session = { token: string; userId: string };

describe.each(ENGINES)('Farm Health Report on %s', (engine) => {
  let t: TestServer;
  let smtp: SmtpPeer;
  let foreign: ForeignBranch;
  let reportFarm: string;
  let otherFarm: string;
  let testSite: Awaited<ReturnType<typeof createTestSite>>;
  const sessions = new Map<string, Session>();
  const as = (login: string) => sessions.get(login)!;
  const call = (login: string, method: string, path: string, body?: unknown) => t.request(method, path, { token: as(login).token, body });

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, { smtpUrl: smtp.url, fieldReport: { frequency: 'weekly', weekday: 1, hour: 7 } });
    const db = t.server.database.db;
    foreign = await createForeignBranch(db);
    for (const login of ['admin', 'dealer.admin', 'business.admin', 'business.user', 'farm.user'])
      sessions.set(login, await t.signin(login));
    reportFarm = await addFarm(db, 'Qa Report Farm', orgName('greenacres'), '2020-01-01T00:00:00.000Z');
    otherFarm = await addFarm(db, 'Qa Other Farm', orgName('greenacres'), '2020-01-02T00:00:00.000Z');
    // A site last heard from 12 hours ago needs attention; its readings give the water outlook.
    testSite = await createTestSite(t, { farmName: 'Qa Report Farm', localSensor: false, plantingDate: plantedDaysAgo(30) });
    const start = Math.floor(Date.now() / 1000 / 900) * 900 - 14 * 3600;
    const readings = readingsFrom(start, 8).map((r) => ({ ...r, moisture: r.moisture.map(() => 36) }));
    const ingested = await t.request('POST', '/ingest/v1/readings', {
      body: { devices: [{ deviceId: testSite.probe.deviceId, readings }] },
      headers: { authorization: `Bearer ${testSite.key}` },
    });
    expect(ingested.body.data.stored).toBe(8);
    await addSites(db, 'Qa Report Farm', [
      { name: 'Silent Corner', hoursAgo: 72 },
      { name: 'Fresh Field', hoursAgo: 1 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  let recipientId: string;

  it('adds a recipient with an e-mail and farms, scheduled for the next Monday 07:00 farm time', async () => {
    const answer = await call('business.admin', 'POST', '/farm-health-report/user', {
      email: 'Grower@Report.example',
      farms: [reportFarm],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('User Added Successfully.');
    expect(answer.body.data).toMatchObject({
      email: 'grower@report.example',
      farms: [reportFarm],
      farmDetails: [{ objectId: reportFarm, name: 'Qa Report Farm' }],
      lastSentAt: null,
      // The card says the next send in the farm's zone (07:00 farm time), naming it.
      timeZone: 'America/Chicago',
    });
    const next = new Date(answer.body.data.nextSendAt);
    expect(next.getUTCDay()).toBe(1);
    expect([12, 13]).toContain(next.getUTCHours()); // 07:00 in Chicago, summer or winter
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    recipientId = answer.body.data.objectId;
  });

  it('refuses bad recipients naming the field', async () => {
    const post = (body: unknown) => call('business.admin', 'POST', '/farm-health-report/user', body);
    const cases: [unknown, number, string[]][] = [
      [{ email: '', farms: [reportFarm] }, 400, ['email']],
      [{ email: 'not-an-email', farms: [reportFarm] }, 400, ['email']],
      [{ email: 'a@b.example', farms: [] }, 400, ['farms']],
      [{ email: 'a@b.example' }, 400, ['farms']],
      [{ email: 'a@b.example', farms: [foreign.farm] }, 400, ['farms']],
      [{ email: 'a@b.example', farms: ['NoSuchFarm'] }, 400, ['farms']],
      [{ email: 'grower@report.example', farms: [otherFarm] }, 409, ['email']],
    ];
    for (const [body, status, fields] of cases) {
      const answer = await post(body);
      expect([answer.status, answer.body.fields], JSON.stringify(body)).toEqual([status, fields]);
    }
    expect(
      (await call('farm.user', 'POST', '/farm-health-report/user', { email: 'x@y.example', farms: [reportFarm] })).body.fields,
    ).toEqual(['farms']);
  });

  it('shares the list with the owner organisation and those above it, not beside or below', async () => {
    const emails = async (login: string) =>
      ((await call(login, 'GET', '/farm-health-report/users')).body.data as { email: string }[]).map((r) => r.email);
    expect(await emails('business.admin')).toContain('grower@report.example');
    expect(await emails('business.user')).toContain('grower@report.example');
    expect(await emails('dealer.admin')).toContain('grower@report.example');
    expect(await emails('admin')).toContain('grower@report.example');
    expect(await emails('farm.user')).not.toContain('grower@report.example');
  });

  it('edits the farms and refuses bad edits', async () => {
    const answer = await call('business.user', 'PATCH', `/farm-health-report/user/${recipientId}`, { farms: [reportFarm, otherFarm] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('User Updated Successfully.');
    expect(answer.body.data.farms.sort()).toEqual([reportFarm, otherFarm].sort());
    expect((await call('business.user', 'PATCH', `/farm-health-report/user/${recipientId}`, { farms: [] })).body.fields).toEqual(['farms']);
    expect(
      (await call('business.user', 'PATCH', `/farm-health-report/user/${recipientId}`, { farms: [foreign.farm] })).body.fields,
    ).toEqual(['farms']);
    expect((await call('business.user', 'PATCH', '/farm-health-report/user/NoSuchRcpt', { farms: [reportFarm] })).status).toBe(404);
    expect((await call('farm.user', 'PATCH', `/farm-health-report/user/${recipientId}`, { farms: [reportFarm] })).status).toBe(404);
  });

  it('sends the report now on an admin’s request: counts, sites needing attention with their water, disconnected sites, links', async () => {
    expect((await call('business.user', 'POST', '/farm-health-report/send', { recipientId })).status).toBe(403);
    const answer = await call('business.admin', 'POST', '/farm-health-report/send', { recipientId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ sent: 1, recipients: ['grower@report.example'] });
    const mail = await smtp.waitFor('grower@report.example', /Qa Report Farm/);
    expect(mail.subject).toBe('Tilth Farm Health Report: 1 site needs attention, 1 disconnected');
    const content = mail.content;
    expect(content).toMatch(/Content-Type: text\/plain/i);
    expect(content).toMatch(/Content-Type: text\/html/i);
    for (const text of [
      'Qa Report Farm',
      'Qa Other Farm',
      'Needs attention: 1',
      'No issues: 1',
      'Not connected: 1',
      'Test Pivot',
      `ID# ${testSite.siteId}`,
      'Silent Corner',
      'Disconnected sites',
      'Nothing needs attention.',
    ]) {
      expect(content, text).toContain(text);
    }
    expect(content).toMatch(/available water \d+\.\d\d in \(\d+(\.\d)?%\), deficit \d+\.\d\d in, refill (now|in \d+ days?|over 7 days)/);
    expect(content).toContain(`/farm/${reportFarm}/site/${testSite.siteId}/${testSite.id}/${testSite.probe.deviceId}/graph`);
    expect(content).toContain(`/farm/${reportFarm}/sites`);
    expect(content).toContain('every Monday at 07:00 farm time');
    const listed = (await call('business.admin', 'GET', '/farm-health-report/users')).body.data.find(
      (r: { objectId: string }) => r.objectId === recipientId,
    );
    expect(listed.lastSentAt).not.toBeNull();
  });

  it('sends due reports from the scheduled job and moves the next one a week on', async () => {
    const before = (await call('business.admin', 'GET', '/farm-health-report/users')).body.data.find(
      (r: { objectId: string }) => r.objectId === recipientId,
    );
    const dueAt = new Date(Date.parse(before.nextSendAt) + 60_000);
    smtp.mails.length = 0;
    expect(await t.server.fieldReports.sendDue(new Date(Date.parse(before.nextSendAt) - 60_000))).toBe(0);
    expect(await t.server.fieldReports.sendDue(dueAt)).toBe(1);
    await smtp.waitFor('grower@report.example', /Qa Report Farm/);
    const after = (await call('business.admin', 'GET', '/farm-health-report/users')).body.data.find(
      (r: { objectId: string }) => r.objectId === recipientId,
    );
    expect(Date.parse(after.nextSendAt) - Date.parse(before.nextSendAt)).toBe(7 * 86_400_000);
    expect(await t.server.fieldReports.sendDue(dueAt)).toBe(0);
  });

  it('deletes a recipient', async () => {
    expect((await call('farm.user', 'DELETE', `/farm-health-report/user/${recipientId}`)).status).toBe(404);
    const answer = await call('business.user', 'DELETE', `/farm-health-report/user/${recipientId}`);
    expect([answer.status, answer.body.message, answer.body.data]).toEqual([200, 'User Deleted Successfully.', null]);
    expect(
      (await call('business.admin', 'GET', '/farm-health-report/users')).body.data.map((r: { objectId: string }) => r.objectId),
    ).not.toContain(recipientId);
    expect((await call('business.user', 'DELETE', `/farm-health-report/user/${recipientId}`)).status).toBe(404);
    expect((await call('business.user', 'DELETE', '/farm-health-report/user/bad%20id')).body.fields).toEqual(['id']);
  });

  it('tells the page when reports go out', async () => {
    const answer = await call('farm.user', 'GET', '/farm-health-report/schedule');
    expect(answer.body.data).toEqual({ frequency: 'weekly', weekday: 1, hour: 7, description: 'every Monday at 07:00 farm time' });
  });
});
