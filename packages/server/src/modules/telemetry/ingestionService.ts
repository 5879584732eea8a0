import {
  batteryPercent,
  signalBars,
  validateReading,
  type IngestBatch,
  type IngestResult,
  type RejectedReading,
  type ValidReading,
} from '@tilth/domain';
import { isoNow } from '../../lib/time';
import { DeviceRepository } from './deviceRepository';
import { ReadingStore, type StoredReading } from './readingStore';
import { StationRepository } from './stationRepository';

/** Told after a batch is stored: each device's newest battery and signal (fleet health keeps them per device). */
export interface IngestionListener {
  reported(
    devices: { num: number; batteryPercent: number | null; rssiDbm: number | null; signalBars: number | null }[],
    at: Date,
  ): Promise<void>;
}

/**
 * Takes a base station's batch: checks each reading on its own, stores the good ones
 * idempotently and answers per reading. Answers only after the write has committed.
 */
export class IngestionService {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly stations: StationRepository,
    private readonly store: ReadingStore,
    private readonly listener?: IngestionListener,
  ) {}

  async ingest(stationId: string, batch: IngestBatch, now = new Date()): Promise<IngestResult> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const known = new Map(
      (await this.devices.findByDeviceIds(batch.devices.map((d) => d.deviceId.toLowerCase()))).map((d) => [d.device_id, d]),
    );
    const rejected: RejectedReading[] = [];
    const valid: StoredReading[] = [];
    const depthCounts = new Map<number, number>();
    const spans = new Map<number, { first: number; last: number }>();
    const newest = new Map<number, ValidReading>();
    let received = 0;

    for (const entry of batch.devices) {
      received += entry.readings.length;
      const device = known.get(entry.deviceId.toLowerCase());
      if (!device || device.base_station_id !== stationId) {
        entry.readings.forEach((_, index) =>
          rejected.push({ deviceId: entry.deviceId, index, reasons: ['deviceId: unknown device for this base station'] }),
        );
        continue;
      }
      const depthCount = device.depths.length;
      depthCounts.set(device.num, depthCount);
      entry.readings.forEach((raw, index) => {
        const check = validateReading(raw, depthCount, nowSeconds);
        if (!check.ok) {
          rejected.push({ deviceId: entry.deviceId, index, reasons: check.reasons });
          return;
        }
        valid.push({ ...check.reading, deviceNum: device.num });
        const latest = newest.get(device.num);
        if (!latest || latest.ts < check.reading.ts) newest.set(device.num, check.reading);
        const span = spans.get(device.num) ?? { first: check.reading.ts, last: check.reading.ts };
        span.first = Math.min(span.first, check.reading.ts);
        span.last = Math.max(span.last, check.reading.ts);
        spans.set(device.num, span);
      });
    }

    const stored = await this.store.insert(valid, depthCounts, nowSeconds);
    for (const [num, span] of spans) await this.devices.recordSpan(num, span.first, span.last);
    await this.stations.touch(stationId, isoNow(now));
    if (this.listener && stored > 0) {
      await this.listener.reported(
        [...newest.entries()].map(([num, r]) => ({
          num,
          batteryPercent: r.battery === null ? null : batteryPercent(r.battery),
          rssiDbm: r.rssi,
          signalBars: r.rssi === null ? null : signalBars(r.rssi),
        })),
        now,
      );
    }
    return { received, stored, duplicates: valid.length - stored, rejected };
  }
}
