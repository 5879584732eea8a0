import type { FastifyBaseLogger } from 'fastify';
import { sensorApiProviderOf } from '@tilth/domain';
import type { Job } from '../../jobs/scheduler';
import { isoNow } from '../../lib/time';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { IngestionService } from '../telemetry/ingestionService';
import type { IrrimaxClient } from './irrimaxClient';
import type { SecretSeal } from './secretSeal';
import { parseSentek, type PollTarget, type SensorApiRepository } from './sensorApiRepository';
import { sentekReadings } from './sentekReadings';

/** How far back the first poll of a logger reaches. */
export const SENTEK_BACKFILL_DAYS = 7;
/** Readings per ingestion batch (the ingestion path takes up to 20,000 per device). */
const BATCH = 5_000;

export interface PollOutcome {
  siteId: string;
  imported: number;
  error: string | null;
}

/**
 * Imports Sentek IrriMAX Live readings of every sentek-api site with credentials through the same
 * ingestion path the base stations use, so the graph, thresholds and alerts see them alike. Each
 * poll asks only for readings after the newest one imported; ingestion is idempotent besides.
 */
export class SentekPoller {
  constructor(
    private readonly credentials: SensorApiRepository,
    private readonly devices: DeviceRepository,
    private readonly ingestion: IngestionService,
    private readonly seal: SecretSeal,
    private readonly client: IrrimaxClient,
  ) {}

  async pollAll(now: Date): Promise<PollOutcome[]> {
    const outcomes: PollOutcome[] = [];
    for (const target of await this.credentials.pollTargets('sentek-api')) {
      if (sensorApiProviderOf(target.hardwareType) !== 'sentek-api') continue;
      outcomes.push(await this.pollSite(target, now));
    }
    return outcomes;
  }

  private async pollSite(target: PollTarget, now: Date): Promise<PollOutcome> {
    const { siteId, credentials } = target;
    const record = async (imported: number, importedUpTo: number | null, error: string | null): Promise<PollOutcome> => {
      await this.credentials.recordPoll(siteId, credentials.updated_at, { polledAt: isoNow(now), importedUpTo, error });
      return { siteId, imported, error };
    };
    try {
      const stored = parseSentek(credentials);
      const apiKey = this.seal.open(stored.apiKeySealed);
      if (!apiKey) return await record(0, null, 'The stored API key can no longer be read: enter it again.');
      const probe = (await this.devices.findBySite(siteId)).find((d) => d.kind === 'probe' && d.base_station_id);
      if (!probe?.base_station_id || probe.depths.length === 0)
        return await record(0, null, 'This site has no probe to import readings into.');

      const nowSeconds = Math.floor(now.getTime() / 1000);
      const after = credentials.last_imported_at === null ? null : Math.floor(credentials.last_imported_at / 1000);
      const answer = await this.client.readings({
        apiKey,
        loggerName: stored.loggerName,
        loggerId: stored.loggerId,
        from: after === null ? nowSeconds - SENTEK_BACKFILL_DAYS * 86_400 : after + 1,
        to: nowSeconds,
        timeZone: target.timeZone,
      });
      if (!answer.ok) return await record(0, null, answer.error);
      if (answer.rows.length > 0 && answer.columns.length === 0) {
        return await record(
          0,
          null,
          `Logger '${stored.loggerName || stored.loggerId}' reports no moisture, salinity or temperature columns.`,
        );
      }

      const readings = sentekReadings(answer.columns, answer.rows, probe.depths.length, target.timeZone, after);
      let imported = 0;
      let newest: number | null = null;
      const refused: string[] = [];
      for (let start = 0; start < readings.length; start += BATCH) {
        const batch = readings.slice(start, start + BATCH);
        const result = await this.ingestion.ingest(
          probe.base_station_id,
          { devices: [{ deviceId: probe.device_id, readings: batch }] },
          now,
        );
        imported += result.stored;
        const refusedAt = new Set(result.rejected.map((r) => r.index));
        result.rejected.forEach((r) => refused.push(r.reasons.join('; ')));
        for (const [index, reading] of batch.entries()) {
          if (!refusedAt.has(index)) newest = Math.max(newest ?? 0, reading.timestamp);
        }
      }
      const error = refused.length > 0 ? `${refused.length} of ${readings.length} readings were refused: ${refused[0]}` : null;
      return await record(imported, newest === null ? null : newest * 1000, error);
    } catch (error) {
      // One site's fault (a corrupt row, a database hiccup) must not stop the others' polls.
      return await record(0, null, `Import failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The leased periodic job: one instance polls at a time. */
export function sentekPollJob(poller: SentekPoller, everyMs: number, log: FastifyBaseLogger): Job {
  return {
    name: 'sentek-api-poll',
    everyMs,
    run: async (now) => {
      const outcomes = await poller.pollAll(now);
      const imported = outcomes.reduce((sum, o) => sum + o.imported, 0);
      const failed = outcomes.filter((o) => o.error !== null).length;
      if (imported > 0 || failed > 0)
        log.info({ job: 'sentek-api-poll', sites: outcomes.length, imported, failed }, 'Sentek readings polled');
    },
  };
}
