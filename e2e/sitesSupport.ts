import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buildSiteSettings, defaultThresholds, HARDWARE_TYPES, type SiteCardView } from '@tilth/domain';
import { DEMO_PASSWORD } from '@tilth/server/seed/demoData';
import { e2eDatabasePath } from './runFiles';

export interface ApiSession {
  token: string;
  userId: string;
}

/** Signs in through the API, for setting up data and reading what the page should show. */
export async function apiSession(request: APIRequestContext, login: string): Promise<ApiSession> {
  const answer = await request.post('/user/signin', { data: { email: login, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  const { data } = await answer.json();
  return { token: data.sessionToken, userId: data.id };
}

export async function apiGet<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { authorization: session.token } });
  expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()).data as T;
}

export async function savePreference(request: APIRequestContext, session: ApiSession, update: Record<string, unknown>): Promise<void> {
  const answer = await request.put('/user/details', { headers: { authorization: session.token }, data: update });
  expect(answer.ok(), `PUT /user/details: ${answer.status()} ${await answer.text()}`).toBe(true);
}

export async function farmIdByName(request: APIRequestContext, session: ApiSession, name: string): Promise<string> {
  const farms = await apiGet<{ objectId: string; name: string }[]>(request, session, `/farm/picker?name=${encodeURIComponent(name)}`);
  const farm = farms.find((f) => f.name === name);
  if (!farm) throw new Error(`no farm ${name}`);
  return farm.objectId;
}

/** Every card of a farm's tab as the API answers it (A to Z unless told). */
export async function apiSites(request: APIRequestContext, session: ApiSession, farmId: string, query = ''): Promise<SiteCardView[]> {
  return (await apiGet<{ sites: SiteCardView[] }>(request, session, `/farm/${farmId}/sites?limit=200&${query}`)).sites;
}

const objectId = () =>
  randomBytes(8)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .padEnd(10, 'x');

/**
 * Active sites written straight into the e2e server's SQLite database (a farm with more sites than
 * the demo has, for infinite scroll): no devices, so they show as just installed. The server
 * opens the file in WAL mode with a busy timeout, so a short write from here is safe.
 */
export function provisionSites(farmId: string, count: number, options: { namePrefix: string; latitude: number; longitude: number }): void {
  const db = new Database(e2eDatabasePath());
  try {
    db.pragma('busy_timeout = 5000');
    const max = (db.prepare('SELECT max(CAST(site_id AS INTEGER)) AS max FROM sites').get() as { max: number | null }).max ?? 10000;
    const insert = db.prepare(
      `INSERT INTO sites (id, site_id, farm_id, name, status, latitude, longitude, plan, crop, planting_date, soil_type, irrigation_type, install_by_date, hardware_type, settings, extracted, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'ACTIVE', ?, ?, 'Gold', 'Corn', '2026-05-01', 'Loam', 'Center Pivot', NULL, ?, ?, 0, ?, ?)`,
    );
    const hardware = HARDWARE_TYPES[0]!;
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const id = objectId();
        const name = `${options.namePrefix} ${String(i + 1).padStart(2, '0')}`;
        const settings = buildSiteSettings({
          siteObjectId: id,
          name,
          hardware,
          crop: 'Corn',
          plantingDate: '2026-05-01',
          soilType: 'Loam',
          irrigationType: 'Center Pivot',
          installByDate: null,
          rootDepthIn: 36,
          localSensor: false,
          thresholds: defaultThresholds(hardware.depths.length),
          localThresholds: null,
          reportingIntervalMinutes: 15,
        });
        const lat = options.latitude + (i % 9) * 0.004;
        const lng = options.longitude + Math.floor(i / 9) * 0.004;
        insert.run(id, String(max + 1 + i), farmId, name, lat, lng, hardware.value, JSON.stringify(settings), now, now);
      }
    })();
  } finally {
    db.close();
  }
}

export const siteCards = (page: Page) => page.getByTestId('site-card');

/** The pin colours of the cards shown, top to bottom. */
export async function cardPins(page: Page): Promise<string[]> {
  return siteCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-pin') ?? ''));
}

export async function cardNames(page: Page): Promise<string[]> {
  return siteCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}

/** Requests the page makes for site lists, with their query parameters. */
export function watchSiteRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(farm\/[^/]+\/sites|sites)$/.test(url.pathname) && r.resourceType() === 'fetch') seen.push(url);
  });
  return seen;
}
