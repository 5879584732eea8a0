import { describe, expect, it } from 'vitest';
import { jsonPieces, LazyArray } from './jsonStream';

async function text(value: unknown): Promise<{ text: string; pieces: number }> {
  let out = '';
  let pieces = 0;
  for await (const piece of jsonPieces(value)) {
    out += piece;
    pieces++;
  }
  return { text: out, pieces };
}

const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ xValue: `t${i}`, 1: i / 3, 0: i % 7 === 0 ? null : -i, total: Number.NaN }));
const lazy = <T>(items: T[]) => new LazyArray(items.length, (start, end) => items.slice(start, end));

describe('jsonPieces', () => {
  it('writes byte for byte what JSON.stringify writes for the value with its LazyArrays as arrays', async () => {
    const many = points(1234);
    const sparse = Array.from({ length: 900 }, (_, i) => i);
    const value = {
      success: true,
      data: {
        details: { when: new Date(0), skipped: undefined, fn: () => 1, nested: { a: [1, 'b', null] } },
        graph: {
          moisture: { absolute: lazy(many), relative: lazy([]) },
          // A filtered series: most pieces are empty, which must not leave stray commas.
          rssi: { absolute: new LazyArray(sparse.length, (s, e) => sparse.slice(s, e).filter((i) => i % 500 === 499)), relative: lazy([]) },
          '2': 'numeric keys first',
        },
      },
      message: 'Data "populated"\n',
      error: null,
    };
    const plain = JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v instanceof LazyArray ? v.all() : v))) as unknown;
    const written = await text(value);
    expect(written.text).toBe(JSON.stringify(plain));
    expect(written.text).toBe(
      JSON.stringify({
        ...value,
        data: {
          ...value.data,
          graph: {
            moisture: { absolute: many, relative: [] },
            rssi: { absolute: [499], relative: [] },
            '2': 'numeric keys first',
          },
        },
      }),
    );
    expect(written.pieces).toBeGreaterThan(5);
  });

  it('writes values without LazyArrays in one piece', async () => {
    expect(await text({ a: [1, 2], b: 'x' })).toEqual({ text: '{"a":[1,2],"b":"x"}', pieces: 1 });
    expect(await text(lazy([]))).toEqual({ text: '[]', pieces: 2 });
  });
});
