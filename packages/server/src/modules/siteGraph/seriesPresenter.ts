import type { ReadingColumns } from '../telemetry/dayChunk';

/** Float32 values as plain numbers with a fixed number of decimals; NaN (missing) as null. */
function column(values: Float32Array, digits: number): (number | null)[] {
  const scale = 10 ** digits;
  return Array.from(values, (v) => (Number.isNaN(v) ? null : Math.round(v * scale) / scale));
}

/**
 * The compact columnar form of a device's readings for the web app's charts: one array per
 * series, timestamps in epoch seconds, oldest first, canonical units (VWC %, °C, dS/m, V, dBm).
 */
export function presentColumns(columns: ReadingColumns, depths: number[]) {
  return {
    depths,
    ts: Array.from(columns.ts),
    moisture: columns.channels.moisture.map((c) => column(c, 2)),
    temperature: columns.channels.temperature.map((c) => column(c, 2)),
    salinity: columns.channels.salinity.map((c) => column(c, 3)),
    conductivity: columns.channels.conductivity.map((c) => column(c, 3)),
    battery: column(columns.battery, 3),
    rssi: column(columns.rssi, 0),
    per: column(columns.per, 3),
    pressure: column(columns.pressure, 2),
  };
}
