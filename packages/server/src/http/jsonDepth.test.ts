import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON nesting depth', () => {
  it('counts objects and arrays, up to the limit and not beyond', () => {
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":[2]}]}}', 4)).toBe(true);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('measures depth, not how many siblings there are', () => {
    const batch = JSON.stringify({ devices: Array(1000).fill({ readings: [{ moisture: [1, 2] }] }) });
    expect(nestsDeeperThan(batch, 6)).toBe(false);
    expect(nestsDeeperThan(batch, 5)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ note: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ note: 'say \\"[[[" and \\\\', more: '{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan('"\\\\"[[', 1)).toBe(true);
  });
});
