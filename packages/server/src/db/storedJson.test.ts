import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseStored, parseStoredOrNull, StoredDataError } from './storedJson';

const depths = z.array(z.number());

describe('parseStored', () => {
  it('answers the typed value of a JSON column', () => {
    expect(parseStored(depths, '[4,8,12]', 'devices.depths')).toEqual([4, 8, 12]);
  });

  it('names the column when the text is not JSON', () => {
    expect(() => parseStored(depths, '[4,', 'devices.depths (device 0x1)')).toThrow(StoredDataError);
    expect(() => parseStored(depths, '[4,', 'devices.depths (device 0x1)')).toThrow(
      /Stored devices\.depths \(device 0x1\) is corrupt: not JSON/,
    );
  });

  it('names the column and the offending entry when the shape is wrong', () => {
    expect(() => parseStored(depths, '[4,"x"]', 'devices.depths')).toThrow(/Stored devices\.depths is corrupt: 1: /);
  });
});

describe('parseStoredOrNull', () => {
  it('answers null for damaged text, so defaults can apply', () => {
    expect(parseStoredOrNull(depths, 'nope')).toBeNull();
    expect(parseStoredOrNull(depths, '{"a":1}')).toBeNull();
    expect(parseStoredOrNull(depths, '[1]')).toEqual([1]);
  });
});
