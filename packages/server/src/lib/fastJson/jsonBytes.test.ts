import { describe, expect, it } from 'vitest';
import { JsonBytes, NUMBER_BYTES, putRounded } from './jsonBytes';

const SCALE = [1, 10, 100, 1000];
const rounded = (v: number, digits: number) => Math.round(v * SCALE[digits]!) / SCALE[digits]!;
const written = (write: (out: JsonBytes) => void) => {
  const out = new JsonBytes(4);
  write(out);
  return out.take().toString('utf8');
};

describe('JsonBytes', () => {
  it('writes rounded numbers exactly as JSON.stringify does', () => {
    const values = [0, -0, 0.004, -0.004, 0.05, -0.05, 1, -1, 9.995, 10, 28.6, 100.01, 123456.789, -98765.4321, 1e9 + 0.5];
    for (let i = 0; i < 20_000; i++) values.push((Math.random() - 0.3) * 10 ** Math.floor(Math.random() * 7));
    for (const digits of [0, 1, 2, 3]) {
      for (const v of values) {
        const r = rounded(v, digits);
        expect(written((out) => out.rounded(r, digits))).toBe(JSON.stringify(r));
      }
    }
  });

  it('writes null for what JSON.stringify writes as null', () => {
    for (const v of [null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(written((out) => out.rounded(v, 2))).toBe('null');
    }
  });

  it('falls back to JSON.stringify for numbers too large to scale exactly', () => {
    expect(written((out) => out.rounded(1e300, 2))).toBe(JSON.stringify(1e300));
  });

  it('writes ASCII and JSON-encoded text, growing as needed, and starts again after take()', () => {
    const out = new JsonBytes(2);
    out.byte(123).ascii('"a":').text('ü "q"\n').byte(125);
    expect(out.take().toString('utf8')).toBe('{"a":"ü \\"q\\"\\n"}');
    expect(out.length).toBe(0);
    expect(out.ascii('x').take().toString()).toBe('x');
  });

  it('hands out each take() as it was, while writing goes on in the same buffer and then in new ones', () => {
    const out = new JsonBytes(8);
    const first = out.ascii('abc').take();
    const second = out.ascii('def').take();
    const third = out.ascii('a longer text than the buffer').take();
    expect([first, second, third].map(String)).toEqual(['abc', 'def', 'a longer text than the buffer']);
    expect(out.length).toBe(0);
  });

  it('writes a scaled integer with putRounded as rounded() writes its value, at claim()’s position', () => {
    const values = [0, -0, 0.5, -0.5, 1e15 + 0.25, -(2 ** 51), 2 ** 53, 1e300, Number.NaN, Number.POSITIVE_INFINITY];
    for (let i = 0; i < 20_000; i++) values.push((Math.random() - 0.3) * 10 ** Math.floor(Math.random() * 16));
    for (const digits of [0, 1, 2, 3]) {
      for (const v of values) {
        const k = Math.round(v * SCALE[digits]!);
        const out = new JsonBytes(4);
        out.ascii('x');
        const b = out.claim(NUMBER_BYTES);
        out.wrote(putRounded(b, out.position, k, digits));
        expect(out.take().toString()).toBe(`x${written((w) => w.rounded(k / SCALE[digits]!, digits))}`);
      }
    }
  });
});
