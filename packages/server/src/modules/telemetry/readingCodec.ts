/**
 * Packs the per-depth channels of one reading into one binary value: Float32 little-endian,
 * moisture[n], temperature[n], salinity[n], conductivity[n]; NaN marks a missing value.
 * Float32 keeps ~7 significant digits, more than any soil sensor resolves.
 */
export const CHANNELS = ['moisture', 'temperature', 'salinity', 'conductivity'] as const;
export type Channel = (typeof CHANNELS)[number];

export type ChannelValues = Record<Channel, (number | null)[]>;

export function encodeReading(values: ChannelValues, depthCount: number): Buffer {
  const buffer = Buffer.allocUnsafe(CHANNELS.length * depthCount * 4);
  let offset = 0;
  for (const channel of CHANNELS) {
    const list = values[channel];
    for (let i = 0; i < depthCount; i++) {
      const v = list[i];
      buffer.writeFloatLE(v === null || v === undefined ? NaN : v, offset);
      offset += 4;
    }
  }
  return buffer;
}

/** Decoded columns of many readings: one Float32Array per channel and depth. */
export interface ReadingColumns {
  depthCount: number;
  ts: Float64Array;
  channels: Record<Channel, Float32Array[]>;
  battery: Float32Array;
  rssi: Float32Array;
  per: Float32Array;
  pressure: Float32Array;
}

export function emptyColumns(depthCount: number, length: number): ReadingColumns {
  const perChannel = () => Array.from({ length: depthCount }, () => new Float32Array(length));
  return {
    depthCount,
    ts: new Float64Array(length),
    channels: { moisture: perChannel(), temperature: perChannel(), salinity: perChannel(), conductivity: perChannel() },
    battery: new Float32Array(length),
    rssi: new Float32Array(length),
    per: new Float32Array(length),
    pressure: new Float32Array(length),
  };
}

/** Writes one packed value into row `row` of the columns. */
export function decodeInto(columns: ReadingColumns, row: number, packed: Uint8Array): void {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const n = columns.depthCount;
  const stored = Math.min(n, packed.byteLength / 4 / CHANNELS.length);
  CHANNELS.forEach((channel, c) => {
    const target = columns.channels[channel];
    for (let d = 0; d < n; d++) target[d]![row] = d < stored ? view.getFloat32((c * stored + d) * 4, true) : NaN;
  });
}
