import type { ReadingInput } from '@tilth/domain/telemetry/ingest';
import type { DeviceKind, SiteSimConfig } from './config';
import { SiteSimulator } from './siteSimulator';

/**
 * Live mode: base stations posting their devices' readings to the ingestion API as real ones
 * would (docs/architecture.md "Telemetry"). Each tick advances simulated time and posts what became
 * due; a failed post keeps its readings for the next tick, which is safe because the server is
 * idempotent on (device, timestamp).
 */

export interface LiveDevice {
  deviceId: string;
  /** Devices of one site share the same config object (probe and local sensor): simulated once. */
  config: SiteSimConfig;
  kind: DeviceKind;
}

export interface LiveStation {
  /** The base station's ingestion key, sent as `Authorization: Bearer <key>`. */
  key: string;
  devices: LiveDevice[];
}

/** The part of fetch the runner needs, so tests can inject a fake. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number }>;

export interface PostReport {
  station: number;
  readings: number;
  ok: boolean;
  status: number | null;
  error?: unknown;
}

export interface LiveSimulatorOptions {
  baseUrl: string;
  stations: LiveStation[];
  /** Real time between posts, ms (a base station's 15-minute cycle by default). */
  intervalMs?: number;
  /** Simulated seconds per real second. Simulated time never passes the wall clock, which the API refuses. */
  timeScale?: number;
  fetch?: FetchLike;
  /** Simulated time at start, epoch seconds (default now): readings from here on are posted. */
  startTs?: number;
  stepSeconds?: number;
  /** Wall clock in ms (tests inject one). */
  now?: () => number;
  /** Cap per device per request; the API takes 20 000. */
  maxReadingsPerPost?: number;
  onPost?: (report: PostReport) => void;
  /**
   * Post everything between startTs and now at the first tick (a demo server coming back after
   * downtime), then follow the wall clock; otherwise simulated time starts at startTs and runs at
   * timeScale.
   */
  catchUp?: boolean;
}

export interface LiveSimulator {
  /** Stops the timer and waits for a post in flight. */
  stop(): Promise<void>;
  /** Advances and posts now (what the timer calls). */
  tick(): Promise<void>;
}

interface DeviceQueue {
  device: LiveDevice;
  pending: ReadingInput[];
}

export function startLiveSimulator(options: LiveSimulatorOptions): LiveSimulator {
  const now = options.now ?? Date.now;
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const intervalMs = options.intervalMs ?? 900_000;
  const timeScale = options.timeScale ?? 1;
  const maxPerPost = options.maxReadingsPerPost ?? 5000;
  const startedAtMs = now();
  const startTs = options.startTs ?? Math.floor(startedAtMs / 1000);
  const url = `${options.baseUrl.replace(/\/$/, '')}/ingest/v1/readings`;

  const simulators = new Map<SiteSimConfig, SiteSimulator>();
  for (const station of options.stations) {
    for (const { config } of station.devices) {
      if (simulators.has(config)) continue;
      const sim = new SiteSimulator(config, { originTs: Math.min(config.originTs ?? startTs, startTs), stepSeconds: options.stepSeconds });
      sim.advanceTo(startTs - 1, false);
      simulators.set(config, sim);
    }
  }
  const queues = options.stations.map((s) => s.devices.map((device): DeviceQueue => ({ device, pending: [] })));

  const simulatedNow = () => {
    if (options.catchUp) return Math.floor(now() / 1000);
    const elapsed = ((now() - startedAtMs) / 1000) * timeScale;
    return Math.floor(Math.min(startTs + elapsed, now() / 1000));
  };

  function collect(): void {
    const until = simulatedNow();
    const fresh = new Map<SiteSimConfig, { probe: ReadingInput[]; local: ReadingInput[] }>();
    for (const [config, sim] of simulators) fresh.set(config, sim.advanceTo(until));
    for (const q of queues.flat()) q.pending.push(...(fresh.get(q.device.config)?.[q.device.kind] ?? []));
  }

  /** Posts a station's backlog in chunks; stops at the first failure and keeps the rest. */
  async function flush(stationIndex: number): Promise<void> {
    const station = options.stations[stationIndex] as LiveStation;
    const stationQueues = queues[stationIndex] as DeviceQueue[];
    while (stationQueues.some((q) => q.pending.length > 0)) {
      const batch = stationQueues.filter((q) => q.pending.length > 0).map((q) => ({ q, readings: q.pending.slice(0, maxPerPost) }));
      const body = JSON.stringify({ devices: batch.map(({ q, readings }) => ({ deviceId: q.device.deviceId, readings })) });
      const count = batch.reduce((n, b) => n + b.readings.length, 0);
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${station.key}` },
          body,
        });
        options.onPost?.({ station: stationIndex, readings: count, ok: res.ok, status: res.status });
        if (!res.ok) return;
      } catch (error) {
        options.onPost?.({ station: stationIndex, readings: count, ok: false, status: null, error });
        return;
      }
      for (const { q, readings } of batch) q.pending.splice(0, readings.length);
    }
  }

  let inFlight: Promise<void> | null = null;
  const tick = (): Promise<void> => {
    // One tick at a time: a slow server must not get the same backlog twice concurrently.
    if (inFlight) return inFlight;
    const run = async () => {
      collect();
      for (let i = 0; i < options.stations.length; i++) await flush(i);
    };
    // .finally runs as a microtask, so it always clears after the assignment below.
    const current = run().finally(() => {
      inFlight = null;
    });
    inFlight = current;
    return current;
  };

  const timer = setInterval(() => void tick(), intervalMs);
  return {
    tick,
    async stop() {
      clearInterval(timer);
      if (inFlight) await inFlight;
    },
  };
}
