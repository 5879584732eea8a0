/**
 * bench:field's helpers for reading where a visit's time went: the page's resource waterfall and a
 * Chromium performance trace's main-thread work by script (parse/compile/evaluate) and kind.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';

export interface Resource {
  path: string;
  type: string;
  start: number;
  end: number;
  transferred: number;
  decoded: number;
  /** Through the service worker (workerStart > 0). */
  viaWorker: boolean;
}

/** The page's navigation and resources, in the order they started (times from navigation start). */
export async function waterfall(page: Page): Promise<Resource[]> {
  return page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        const url = new URL(timing.name);
        return {
          // Another origin's (map tiles) with its host: its timing is opaque.
          path: `${url.origin === location.origin ? '' : url.host}${url.pathname}${url.search}`.slice(0, 90),
          type: timing.initiatorType,
          start: timing.startTime,
          end: timing.responseEnd,
          transferred: timing.transferSize,
          decoded: timing.decodedBodySize,
          viaWorker: timing.workerStart > 0,
        };
      })
      .sort((a, b) => a.start - b.start),
  );
}

/** Where a resource came from, as resource timing tells: the network, the HTTP cache or the service worker. */
export function sourceOf(r: Resource): 'network' | 'cache' | 'worker' {
  if (r.viaWorker && r.transferred === 0) return 'worker';
  return r.transferred === 0 && r.decoded > 0 ? 'cache' : 'network';
}

export function printWaterfall(title: string, resources: Resource[], until?: number): void {
  console.log(`  ${title}`);
  for (const r of resources) {
    if (until !== undefined && r.start > until) continue;
    console.log(
      `    ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ms  ${sourceOf(r).padEnd(7)} ${(r.transferred / 1000).toFixed(1).padStart(7)} KB  ${r.path}`,
    );
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; fileName?: string; data?: { url?: string; frame?: string; functionName?: string } };
}

const shortUrl = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * The main thread's busiest work in a trace (Playwright's browser.startTracing): total time per
 * (event, script) for script work and per event for the rest, of the tasks that started before
 * `untilMs` after the navigation. Nested events are counted each (a FunctionCall inside an EvaluateScript too).
 */
export function summarizeTrace(file: string, untilMs = Infinity, top = 18): string[] {
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const navStart = events.find((e) => e.name === 'navigationStart' && mainThreads.has(`${e.pid}:${e.tid}`))?.ts;
  const end = navStart === undefined ? Infinity : navStart + untilMs * 1000;
  const totals = new Map<string, number>();
  let busy = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || !mainThreads.has(`${e.pid}:${e.tid}`) || e.ts > end) continue;
    if (e.name === 'RunTask') {
      busy += e.dur;
      continue;
    }
    const url = e.args?.data?.url || e.args?.fileName;
    const key = url ? `${e.name} ${shortUrl(url)}` : e.name;
    totals.set(key, (totals.get(key) ?? 0) + e.dur);
  }
  const until = Number.isFinite(untilMs) ? ` until ${untilMs.toFixed(0)} ms after navigation start` : '';
  const lines = [`main thread busy (RunTask)${until}: ${(busy / 1000).toFixed(0)} ms${navStart ? '' : ' (no navigationStart in trace)'}`];
  for (const [key, dur] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`${(dur / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
  return lines;
}
