import { describe, expect, it } from 'vitest';
import { decodeInto, emptyColumns, encodeReading } from './readingCodec';

describe('reading codec', () => {
  it('round-trips every channel and depth, with gaps as NaN', () => {
    const packed = encodeReading(
      { moisture: [31.25, 28.5, null], temperature: [18.5, 17, 16], salinity: [0.5, null, 0.25], conductivity: [1, 2, 3] },
      3,
    );
    expect(packed.byteLength).toBe(48);
    const columns = emptyColumns(3, 2);
    decodeInto(columns, 1, packed);
    expect(Array.from(columns.channels.moisture.map((a) => a[1]!))).toEqual([31.25, 28.5, NaN]);
    expect(columns.channels.temperature[2]![1]).toBe(16);
    expect(columns.channels.salinity[1]![1]).toBeNaN();
    expect(columns.channels.conductivity[0]![1]).toBe(1);
  });
});
