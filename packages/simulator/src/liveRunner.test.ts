import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadingInput } from '@tilth/domain/telemetry/ingest';
import type { SiteSimConfig } from './config';
import { startLiveSimulator, type FetchLike, type LiveStation } from './liveRunner';
import { simulateSite } from './simulate';
import { DAY, PIVOT_CORN_NE } from './sites.fixture';

const START = Date.UTC(2024, 6, 1) / 1000;
const CONFIG: SiteSimConfig = { ...PIVOT_CORN_NE, seed: 'live', rssiMeanDbm: -70, originTs: START - 5 * DAY };

interface Call {
  url: string;
  headers: Record<string, string>;
  body: { devices: { deviceId: string; readings: ReadingInput[] }[] };
}

/** Records every request; answers with the given statuses in turn (then 200), or throws for 'down'. */
function fakeFetch(answers: (number | 'down')[] = []) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: init.headers, body: JSON.parse(init.body) as Call['body'] });
    const answer = answers.shift() ?? 200;
    if (answer === 'down') throw new Error('ECONNREFUSED');
    return { ok: answer < 300, status: answer };
  };
  return { calls, fetch };
}

const station = (key: string, ...devices: [string, 'probe' | 'local'][]): LiveStation => ({
  key,
  devices: devices.map(([deviceId, kind]) => ({ deviceId, kind, config: CONFIG })),
});
const stamps = (call: Call | undefined, device: number) => call?.body.devices[device]?.readings.map((r) => r.timestamp) ?? [];

afterEach(() => {
  vi.useRealTimers();
});

describe('startLiveSimulator', () => {
  it('posts the readings due since its last post, as a base station does', async () => {
    let wall = START * 1000;
    const { calls, fetch } = fakeFetch();
    const runner = startLiveSimulator({
      baseUrl: 'http://tilth.test/',
      stations: [station('key-1', ['0x01', 'probe'], ['0x02', 'local'])],
      fetch,
      now: () => wall,
    });
    wall += 3600_000;
    await runner.tick();
    wall += 900_000;
    await runner.tick();
    await runner.stop();

    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toBe('http://tilth.test/ingest/v1/readings');
    expect(calls[0]!.headers.authorization).toBe('Bearer key-1');
    expect(calls[0]!.body.devices.map((d) => d.deviceId)).toEqual(['0x01', '0x02']);
    expect(stamps(calls[0], 0)).toEqual([0, 1, 2, 3, 4].map((k) => START + k * 900));
    expect(stamps(calls[1], 0)).toEqual([START + 4500]);
    // The same readings the batch simulator gives for that window with the same origin.
    const batch = simulateSite(CONFIG, START, START + 4501);
    expect(calls.flatMap((c) => c.body.devices[0]!.readings)).toEqual(batch.probe);
    expect(calls.flatMap((c) => c.body.devices[1]!.readings)).toEqual(batch.local);
  });

  it('keeps a failed post for the next tick and never loses or repeats a reading after success', async () => {
    let wall = START * 1000;
    const { calls, fetch } = fakeFetch([503, 'down']);
    const reports: boolean[] = [];
    const runner = startLiveSimulator({
      baseUrl: 'http://tilth.test',
      stations: [station('k', ['0x01', 'probe'])],
      fetch,
      now: () => wall,
      onPost: (r) => reports.push(r.ok),
    });
    for (let i = 0; i < 4; i++) {
      wall += 900_000;
      await runner.tick();
    }
    await runner.stop();
    expect(reports).toEqual([false, false, true, true]);
    // The third request carries the backlog of the two failed ticks plus its own.
    expect(stamps(calls[2], 0)).toEqual([0, 1, 2, 3].map((k) => START + k * 900));
    const delivered = [calls[2], calls[3]].flatMap((c) => stamps(c, 0));
    expect(delivered).toEqual([0, 1, 2, 3, 4].map((k) => START + k * 900));
  });

  it('speeds simulated time up by timeScale but never posts past the wall clock', async () => {
    let wall = START * 1000;
    const { calls, fetch } = fakeFetch();
    const runner = startLiveSimulator({
      baseUrl: 'http://tilth.test',
      stations: [station('k', ['0x01', 'probe'])],
      fetch,
      now: () => wall,
      timeScale: 96,
      startTs: START - 2 * DAY,
      maxReadingsPerPost: 40,
    });
    wall += 900_000; // 15 real minutes × 96 = one simulated day
    await runner.tick();
    const firstDay = calls.flatMap((c) => stamps(c, 0));
    expect(firstDay).toHaveLength(97);
    expect(calls.length).toBe(3); // 97 readings in requests of at most 40
    expect(firstDay.at(-1)).toBe(START - DAY);
    wall += 5 * 900_000;
    await runner.tick();
    const all = calls.flatMap((c) => stamps(c, 0)) as number[];
    expect(Math.max(...all)).toBeLessThanOrEqual(wall / 1000);
    expect(new Set(all).size).toBe(all.length);
    await runner.stop();
  });

  it('with catchUp posts everything since startTs at the first tick, then follows the wall clock', async () => {
    let wall = START * 1000;
    const { calls, fetch } = fakeFetch();
    const runner = startLiveSimulator({
      baseUrl: 'http://tilth.test',
      stations: [station('k', ['0x01', 'probe'])],
      fetch,
      now: () => wall,
      startTs: START - 2 * 3600,
      catchUp: true,
    });
    await runner.tick();
    expect(calls.flatMap((c) => stamps(c, 0))).toEqual(Array.from({ length: 9 }, (_, k) => START - 2 * 3600 + k * 900));
    wall += 900_000;
    await runner.tick();
    expect(stamps(calls.at(-1)!, 0)).toEqual([START + 900]);
    await runner.stop();
  });

  it('posts on its own timer, one request per station with that station key, until stopped', async () => {
    vi.useFakeTimers({ now: START * 1000 });
    const { calls, fetch } = fakeFetch();
    const runner = startLiveSimulator({
      baseUrl: 'http://tilth.test',
      intervalMs: 60_000,
      stations: [station('a', ['0x0a', 'probe']), station('b', ['0x0b', 'local'])],
      fetch,
    });
    // Ticks every minute; a reading falls due every 15 simulated minutes (START, +15, +30 min).
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer a', 'Bearer b']);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(calls).toHaveLength(6);
    expect(calls.filter((c) => c.headers.authorization === 'Bearer b').flatMap((c) => stamps(c, 0))).toEqual([
      START,
      START + 900,
      START + 1800,
    ]);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toHaveLength(6);
  });
});
