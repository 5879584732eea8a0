import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJob, ExportSchedule } from '@tilth/domain';
import type { ProvisionedSite } from '../src/modules/sites/siteProvisioner';
import { ingestProbe, siteOn, wettingReadings } from './helpers/siteDetailFixtures';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const FROM = '2026-06-01';
const TO = '2026-06-03';
const RANGE_FROM = Date.UTC(2026, 5, 1, 5) / 1000;

/**
 * Export (issue 32): an export over the background threshold (set to 5 site-days here) is a job —
 * 202, progress a site at a time, the file for its owner only, the bell and an e-mail, expiry — and
 * weekly schedules go on Monday morning in the farm's time (jobs driven with an injected now).
 */
describe.each(ENGINES)('background and weekly exports on %s', (engine) => {
  let t: TestServer;
  let smtp: SmtpPeer;
  let token: string;
  let otherToken: string;
  let email: string;
  const sites: ProvisionedSite[] = [];
  let none: ProvisionedSite;
  let job: ExportJob;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, {
      smtpUrl: smtp.url,
      export: { backgroundSiteDays: 5, fileDays: 7, attachMaxBytes: 5 * 1024 * 1024, runAtOnce: false },
    });
    const db = t.server.database.db;
    const farm = await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
    for (const name of ['Job A', 'Job B']) {
      const site = await siteOn(db, farm.id, { name, plan: 'Gold' });
      await ingestProbe(t, site, wettingReadings(RANGE_FROM, 72, 30));
      sites.push(site);
    }
    none = await siteOn(db, farm.id, { name: 'Job None', plan: 'None' });
    token = (await t.signin('farm.user')).token;
    otherToken = (await t.signin('farm.admin')).token;
    email = (await db.selectFrom('users').select('email').where('username', '=', 'farm.user').executeTakeFirstOrThrow()).email;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    siteIds: [...sites.map((s) => s.id), none.id],
    from: FROM,
    to: TO,
    measures: ['moisture', 'etc'],
    interval: 'hourly',
    format: 'csv',
    ...extra,
  });
  const jobs = () => t.server.services.export.exportJobs;

  it('answers 202 with the manifest and a queued job when the export is over the threshold; None sites skipped and listed', async () => {
    const manifest = await t.request<any>('POST', '/export', { token, body: body() });
    expect(manifest.body.data).toMatchObject({ siteDays: 6, background: true });
    const response = await fetch(`${t.url}/export`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', accept: 'text/csv' },
      body: JSON.stringify(body()),
    });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as { data: any };
    expect(answer.data.skipped.map((s: { objectId: string }) => s.objectId)).toEqual([none.id]);
    expect(answer.data.skipped[0].reason).toContain('(None)');
    job = answer.data.job;
    expect(job).toMatchObject({ status: 'queued', sitesDone: 0, sitesTotal: 2, percent: 0, format: 'csv', sizeBytes: null });
    expect(job.fileName).toBe(`tilth-export-${FROM}-to-${TO}.csv`);
  });

  it('shows the job to its owner only; its file is not ready before it runs', async () => {
    expect((await t.request('GET', `/export/jobs/${job.id}`, { token })).status).toBe(200);
    expect((await t.request('GET', `/export/jobs/${job.id}`, { token: otherToken })).status).toBe(404);
    expect((await t.request('GET', `/export/jobs/${job.id}/file`, { token: otherToken })).status).toBe(404);
    const early = await t.request('GET', `/export/jobs/${job.id}/file`, { token });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This export is not ready yet.');
    const list = await t.request<{ jobs: ExportJob[] }>('GET', '/export/jobs', { token });
    expect(list.body.data.jobs.map((j) => j.id)).toContain(job.id);
    const others = await t.request<{ jobs: ExportJob[] }>('GET', '/export/jobs', { token: otherToken });
    expect(others.body.data.jobs.map((j) => j.id)).not.toContain(job.id);
  });

  it('runs the job a site at a time, then tells its owner in the bell and by e-mail', async () => {
    const seen: [number, number][] = [];
    expect(await jobs().runQueued((j) => seen.push([j.sitesDone, j.percent]))).toBe(1);
    expect(seen).toEqual([
      [0, 0],
      [1, 50],
      [2, 100],
    ]);
    const done = (await t.request<ExportJob>('GET', `/export/jobs/${job.id}`, { token })).body.data;
    expect(done).toMatchObject({ status: 'done', sitesDone: 2, percent: 100, error: null });
    expect(done.sizeBytes).toBeGreaterThan(100);
    expect(Date.parse(done.expiresAt!) - Date.parse(done.finishedAt!)).toBe(7 * 86_400_000);
    // Nothing left to run.
    expect(await jobs().runQueued()).toBe(0);

    const notices = await t.request<any>('GET', '/notifications', { token });
    const notice = notices.body.data.items.find((n: { kind: string }) => n.kind === 'exportReady');
    expect(notice.title).toContain(job.fileName);
    expect(notice.title).toContain('2 sites');
    const mail = await smtp.waitFor(email, /export is ready/i);
    expect(mail.subject).toContain(job.fileName);
    expect(mail.content).toContain('/dashboard/exports');
  });

  it('hands the file to its owner only: the CSV of the included sites', async () => {
    const response = await fetch(`${t.url}/export/jobs/${job.id}/file`, { headers: { authorization: token, accept: 'text/csv' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(job.fileName);
    const text = await response.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Site,Farm,Time,Measurement,Depth or device,Unit,Mean or total');
    for (const site of sites) expect(lines.filter((l) => l.startsWith(`${site.siteId},`) && l.includes(',Moisture,')).length).toBe(6 * 72);
    expect(text).not.toContain(none.siteId);
    const other = await fetch(`${t.url}/export/jobs/${job.id}/file`, { headers: { authorization: otherToken, accept: 'text/csv' } });
    expect(other.status).toBe(404);
  });

  it('deletes the file when it expires; the job stays listed as expired', async () => {
    const row = await t.server.services.export.repository.job(job.id);
    expect(fs.existsSync(row!.file_path!)).toBe(true);
    const done = (await t.request<ExportJob>('GET', `/export/jobs/${job.id}`, { token })).body.data;
    expect(await jobs().expire(new Date(Date.parse(done.expiresAt!) - 1000))).toBe(0);
    expect(await jobs().expire(new Date(Date.parse(done.expiresAt!) + 1000))).toBe(1);
    expect(fs.existsSync(row!.file_path!)).toBe(false);
    expect((await t.request<ExportJob>('GET', `/export/jobs/${job.id}`, { token })).body.data.status).toBe('expired');
    const gone = await t.request('GET', `/export/jobs/${job.id}/file`, { token });
    expect(gone.status).toBe(410);
    expect(gone.body.message).toContain('expired');
  });

  it('starts a job on request, and refuses one with no exportable site, naming the field', async () => {
    const started = await t.request<ExportJob>('POST', '/export/jobs', { token, body: body({ format: 'xlsx', siteIds: [sites[0]!.id] }) });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ status: 'queued', sitesTotal: 1, format: 'xlsx' });
    expect(await jobs().runQueued()).toBe(1);
    const xlsx = await fetch(`${t.url}/export/jobs/${started.body.data.id}/file`, { headers: { authorization: token } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const refused = await t.request('POST', '/export/jobs', { token, body: body({ siteIds: [none.id] }) });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(['siteIds']);
  });

  it('saves a weekly export, lists it for its owner only, and sends it on Monday morning farm time, once', async () => {
    const saved = await t.request<ExportSchedule>('POST', '/export/schedules', { token, body: body({ interval: 'daily' }) });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ days: 3, interval: 'daily', format: 'csv', lastSentAt: null });
    expect(saved.body.data.description).toBe('Every Monday: the last 3 days of 3 sites, daily, CSV');
    const list = await t.request<{ schedules: ExportSchedule[] }>('GET', '/export/schedules', { token });
    expect(list.body.data.schedules.map((s) => s.id)).toEqual([saved.body.data.id]);
    expect((await t.request<{ schedules: unknown[] }>('GET', '/export/schedules', { token: otherToken })).body.data.schedules).toEqual([]);
    expect((await t.request('DELETE', `/export/schedules/${saved.body.data.id}`, { token: otherToken })).status).toBe(404);

    // North Pivot Farm is in America/Chicago (CST in November: UTC−6).
    expect((await jobs().sendDueSchedules(new Date('2026-12-01T14:00:00Z'))).sent).toBe(0); // Tuesday
    expect((await jobs().sendDueSchedules(new Date('2026-11-30T11:00:00Z'))).sent).toBe(0); // Monday 05:00
    expect((await jobs().sendDueSchedules(new Date('2026-11-30T13:00:00Z'))).sent).toBe(1); // Monday 07:00
    expect((await jobs().sendDueSchedules(new Date('2026-11-30T15:00:00Z'))).sent).toBe(0); // sent this week
    const mail = await smtp.waitFor(email, /weekly Tilth export/);
    // Sunday and the two days before, small enough to attach.
    expect(mail.subject).toContain('tilth-export-2026-11-27-to-2026-11-29.csv');
    expect(mail.content).toContain('Every Monday: the last 3 days of 3 sites, daily, CSV.');
    const attachment = mail.content.match(
      /Content-Disposition: attachment;\s+filename=tilth-export-2026-11-27-to-2026-11-29\.csv\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/,
    );
    expect(attachment, 'the CSV attachment').not.toBeNull();
    const csv = Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('Site,Farm,Date,Measurement,Depth or device,Unit,Mean or total,Min,Max');
    // The daily values stop at the farm's real today (the injected Monday is ahead of the test's clock).
    expect(csv).toContain(`${sites[0]!.siteId},North Pivot Farm,2026-11-27,ETc,,in,`);
    expect(mail.content).toContain('1 site skipped');
    const after = await t.request<{ schedules: ExportSchedule[] }>('GET', '/export/schedules', { token });
    expect(after.body.data.schedules[0]!.lastSentAt).toBe('2026-11-30T13:00:00.000Z');

    // Too large to attach: the file is kept as a finished export and the e-mail brings its link.
    const settings = (jobs() as unknown as { d: { attachMaxBytes: number } }).d;
    settings.attachMaxBytes = 10;
    await t.server.database.db.updateTable('export_schedules').set({ last_sent_at: null }).execute();
    expect((await jobs().sendDueSchedules(new Date('2026-11-30T13:30:00Z'))).sent).toBe(1);
    settings.attachMaxBytes = 5 * 1024 * 1024;
    const linked = await smtp.waitFor(email, /too large to attach/);
    expect(linked.content).toContain('/dashboard/exports');
    expect(linked.content).not.toContain('Content-Disposition: attachment');
    const kept = (await t.request<{ jobs: ExportJob[] }>('GET', '/export/jobs', { token })).body.data.jobs[0]!;
    expect(kept).toMatchObject({ status: 'done', fileName: 'tilth-export-2026-11-27-to-2026-11-29.csv', sitesTotal: 2, percent: 100 });
    const keptFile = await fetch(`${t.url}/export/jobs/${kept.id}/file`, { headers: { authorization: token } });
    expect((await keptFile.text()).split('\r\n')[0]).toBe('Site,Farm,Date,Measurement,Depth or device,Unit,Mean or total,Min,Max');

    const removed = await t.request('DELETE', `/export/schedules/${saved.body.data.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await t.request<{ schedules: unknown[] }>('GET', '/export/schedules', { token })).body.data.schedules).toEqual([]);
  });
});
