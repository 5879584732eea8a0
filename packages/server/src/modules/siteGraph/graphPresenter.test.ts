import { describe, expect, it } from 'vitest';
import { JsonBytes } from '../../lib/fastJson/jsonBytes';
import { jsonPieces, LazyArray } from '../../lib/fastJson/jsonStream';
import { emptyColumns } from '../telemetry/dayChunk';
import { materialised, presentLocalGraph, presentProbeGraph } from './graphPresenter';

/** Readings with gaps (NaN), negative and odd values, so every branch of the writers runs. */
function columns(depths: number, n: number) {
  const cols = emptyColumns(depths, n);
  for (let i = 0; i < n; i++) {
    cols.ts[i] = 1_700_000_000 + i * 900;
    for (let d = 0; d < depths; d++) {
      const gap = (i + d) % 17 === 0;
      cols.channels.moisture[d]![i] = gap ? Number.NaN : 8 + ((i * 7 + d * 13) % 4100) / 100;
      cols.channels.temperature[d]![i] = -5 + ((i * 3 + d) % 400) / 10;
      // Now and then beyond the writers' number table (|value × 1000| ≥ 100,000), negative too.
      cols.channels.salinity[d]![i] = i % 13 === 0 ? -150.5 - d : i % 29 === 0 ? 987.654 : ((i + d) % 300) / 1000;
      cols.channels.conductivity[d]![i] = gap ? Number.NaN : ((i * d) % 900) / 7;
    }
    cols.rssi[i] = i % 11 === 0 ? Number.NaN : -60 - (i % 50);
    cols.battery[i] = 3 + (i % 100) / 97;
    cols.pressure[i] = i % 5 === 0 ? Number.NaN : (i % 700) / 3;
  }
  return cols;
}

async function streamed(value: unknown): Promise<string> {
  const parts: Buffer[] = [];
  for await (const piece of jsonPieces(value)) parts.push(Buffer.from(piece));
  return Buffer.concat(parts).toString('utf8');
}

describe('graph series written as bytes', () => {
  const thresholds = { fc: [40, 42, 44, 46, 48, 50], pwp: [10, 11, 12, 13, 14, 40], thickness: [6, 6, 6, 6, 6, 6] };

  it('equal, byte for byte, JSON.stringify of the same points built as objects (probe)', async () => {
    const graph = presentProbeGraph(columns(6, 2500), thresholds);
    expect(await streamed(graph)).toBe(JSON.stringify(materialised(graph)));
  });

  it('equal it for the local sensor, whose key comes after xValue', async () => {
    const graph = presentLocalGraph(columns(1, 1300), { fc: [45], pwp: [12], thickness: [12] });
    const text = await streamed(graph);
    expect(text).toBe(JSON.stringify(materialised(graph)));
    expect(text).toContain('{"xValue":"');
  });

  it('writes commas only between points, whatever the pieces skip', () => {
    const graph = presentProbeGraph(columns(2, 30), thresholds);
    const rssi = graph.rssi.absolute as LazyArray<unknown>;
    const out = new JsonBytes();
    let first = true;
    for (let start = 0; start < rssi.length; start += 4) {
      if (rssi.encode!(start, Math.min(start + 4, rssi.length), out, first)) first = false;
    }
    expect(`[${out.take().toString()}]`).toBe(JSON.stringify(rssi.all()));
  });
});
