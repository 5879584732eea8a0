import { HARDWARE_TYPES } from '@tilth/domain';
import type { Kysely } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { ReadingStore } from '../../src/modules/telemetry/readingStore';
import type { ServerProcess } from './serverProcess';
import { provisionSite } from '../../src/modules/sites/siteProvisioner';
import { StationKeyService } from '../../src/modules/telemetry/stationKeyService';
import { StationRepository } from '../../src/modules/telemetry/stationRepository';

/**
 * Base stations and readers hammering a server while its database misbehaves, as the fault tests
 * need them: each station sends batches of new readings and resends a batch until it is answered
 * 200 (as the field hardware does), and every answer is recorded with its status and Retry-After.
 */

export interface LoadStation {
  key: string;
  siteId: string;
  deviceId: string;
  deviceNum: number;
  depthCount: number;
}

export interface Answer {
  kind: 'ingest' | 'read';
  at: number;
  /** 0 when the request got no answer at all (connection refused or reset: the process is gone). */
  status: number;
  retryAfter: string | null;
  error: string | null;
  message: string | null;
}

const STEP_SECONDS = 60;
const BATCH = 4;

/** Sites on the seeded demo farm North Pivot Farm, each with a station key issued as the live demo issues them. */
export async function provisionStations(db: Kysely<Database>, count: number): Promise<LoadStation[]> {
  const farm = await db.selectFrom('farms').select('id').where('name', '=', 'North Pivot Farm').executeTakeFirstOrThrow();
  const keys = new StationKeyService(new StationRepository(db));
  const stations: LoadStation[] = [];
  for (let i = 0; i < count; i++) {
    const site = await provisionSite(db, {
      farmId: farm.id,
      name: `Load Pivot ${i + 1}`,
      status: 'ACTIVE',
      latitude: 34.2,
      longitude: -101.7,
      plan: 'Gold',
      hardware: HARDWARE_TYPES[0]!,
      crop: 'Corn',
      plantingDate: '2026-05-01',
      soilType: 'Loam',
      irrigationType: 'Center Pivot',
      installByDate: null,
      rootDepthIn: 36,
      localSensor: false,
    });
    const { key } = await keys.rotate(site.baseStationId);
    stations.push({ key, siteId: site.id, deviceId: site.probe.deviceId, deviceNum: site.probe.num, depthCount: site.probe.depths.length });
  }
  return stations;
}

function readings(fromTs: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: new Date((fromTs + i * STEP_SECONDS) * 1000).toISOString(),
    moisture: [30, 31, 32, 33, 34, 35].map((m) => m + (i % 10) / 10),
    temperature: [20, 19.5, 19, 18.5, 18, 17.5],
    salinity: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
    conductivity: [1.2, 1.2, 1.2, 1.2, 1.2, 1.2],
    battery: 2.9,
    rssi: -85,
    per: 0.01,
  }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class StationLoad {
  readonly answers: Answer[] = [];
  /** Timestamps (epoch s) of the readings answered 200, per device. */
  readonly acknowledged = new Map<number, number[]>();
  private stopping = false;
  private deadline = Infinity;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly url: string,
    private readonly stations: LoadStation[],
    private readonly reader: { token: string; path: string } | null,
    private readonly gapMs = 10,
    /** Days before now of the first reading: loads on the same stations must not overlap. */
    daysBack = 300,
  ) {
    this.startTs = Math.floor(Date.now() / 1000 / 3600) * 3600 - daysBack * 24 * 3600;
  }

  private readonly startTs: number;

  start(): void {
    this.loops = [...this.stations.map((s) => this.station(s)), ...(this.reader ? [this.read(this.reader), this.read(this.reader)] : [])];
  }

  /** Stops sending new batches; each station resends its last one until it is answered 200 (or `timeoutMs` passes). */
  async stop(timeoutMs = 20_000): Promise<void> {
    this.stopping = true;
    this.deadline = Date.now() + timeoutMs;
    await Promise.all(this.loops);
  }

  acknowledgedCount(): number {
    return [...this.acknowledged.values()].reduce((n, ts) => n + ts.length, 0);
  }

  /** When the last answer of this kind and status arrived (0: none yet). */
  lastAt(kind: Answer['kind'], status: number): number {
    for (let i = this.answers.length - 1; i >= 0; i--)
      if (this.answers[i]!.kind === kind && this.answers[i]!.status === status) return this.answers[i]!.at;
    return 0;
  }

  since(at: number): Answer[] {
    return this.answers.filter((a) => a.at >= at);
  }

  private async send(kind: Answer['kind'], path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetch(`${this.url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      type Envelope = { error?: string | null; message?: string | null };
      const body = ((): Envelope | null => {
        try {
          return text ? (JSON.parse(text) as Envelope) : null;
        } catch {
          return null;
        }
      })();
      this.answers.push({
        kind,
        at: Date.now(),
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        error: body?.error ?? null,
        message: body?.message ?? null,
      });
      return { status: response.status, body };
    } catch (error) {
      this.answers.push({
        kind,
        at: Date.now(),
        status: 0,
        retryAfter: null,
        error: String((error as Error).cause ?? error),
        message: null,
      });
      return { status: 0, body: null };
    }
  }

  private async station(station: LoadStation): Promise<void> {
    let next = this.startTs;
    let pending: ReturnType<typeof readings> | null = null;
    const acked = this.acknowledged.get(station.deviceNum) ?? [];
    this.acknowledged.set(station.deviceNum, acked);
    while (!this.stopping || (pending && Date.now() < this.deadline)) {
      const batch: ReturnType<typeof readings> = pending ?? readings(next, BATCH);
      if (!pending) next += BATCH * STEP_SECONDS;
      const { status, body } = await this.send('ingest', '/ingest/v1/readings', {
        method: 'POST',
        headers: { authorization: `Bearer ${station.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ devices: [{ deviceId: station.deviceId, readings: batch }] }),
      });
      if (status === 200) {
        const data = (body as { data: { rejected: unknown[] } }).data;
        if (data.rejected.length > 0) throw new Error(`readings refused: ${JSON.stringify(data.rejected)}`);
        for (const r of batch) acked.push(Date.parse(r.timestamp) / 1000);
        pending = null;
        await sleep(this.gapMs);
      } else {
        // Resend the same batch, as a base station does (sooner than Retry-After, to keep the test short).
        pending = batch;
        await sleep(100);
      }
    }
  }

  private async read(reader: { token: string; path: string }): Promise<void> {
    while (!this.stopping) {
      await this.send('read', reader.path, { headers: { authorization: reader.token } });
      await sleep(this.gapMs);
    }
  }
}

export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How long after `from` both an ingestion and a read were answered 200 again; fails at once if the process died. */
export async function recovery(load: StationLoad, from: number, server: ServerProcess): Promise<number> {
  await until(
    'ingestion and reads to answer 200 again',
    () => {
      if (!server.alive())
        throw new Error(`The server process exited (code ${server.exitCode()}). Its last lines:\n${server.lines.slice(-8).join('\n')}`);
      return load.lastAt('ingest', 200) > from && load.lastAt('read', 200) > from;
    },
    20_000,
  );
  return Math.max(load.lastAt('ingest', 200), load.lastAt('read', 200)) - from;
}

/** Stored readings of a station's probe, as epoch seconds, sorted. */
export async function storedTimes(database: Db, station: LoadStation): Promise<number[]> {
  const columns = await new ReadingStore(database).readRange(station.deviceNum, station.depthCount, 0, 2 ** 31);
  return [...columns.ts];
}
