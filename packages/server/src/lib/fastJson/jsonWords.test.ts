import { describe, expect, it } from 'vitest';
import { putRoundedWords, putSixWords, putWords, WORD_SLACK, wordsOf, wordsOfBytes } from './jsonWords';

const SCALE = [1, 10, 100, 1000];
/** What putRoundedWords writes for k at position 3 of a buffer full of '#', and what is after it. */
function written(k: number, digits: number): { text: string; after: string } {
  const bytes = new Uint8Array(64).fill(35);
  const view = new DataView(bytes.buffer);
  const end = putRoundedWords(view, 3, k, digits);
  const text = Buffer.from(bytes.subarray(3, end)).toString('latin1');
  return { text, after: Buffer.from(bytes.subarray(end + WORD_SLACK)).toString('latin1') };
}

describe('jsonWords', () => {
  it('writes k / 10^digits exactly as JSON.stringify writes the rounded value', () => {
    const values = [0, -0, 0.004, -0.004, 0.05, -0.05, 1, -1, 9.995, 10, 28.6, 99.999, -99.999, 100.01, 123456.789, -98765.4321, 1e9 + 0.5];
    for (let i = 0; i < 20_000; i++) values.push((Math.random() - 0.3) * 10 ** Math.floor(Math.random() * 7));
    for (const digits of [0, 1, 2, 3]) {
      for (const v of values) {
        const k = Math.round(v * SCALE[digits]!);
        // Twice: the first write makes the table's entry, the second reads it.
        expect(written(k, digits).text).toBe(JSON.stringify(k / SCALE[digits]!));
        expect(written(k, digits).text).toBe(JSON.stringify(k / SCALE[digits]!));
      }
    }
  });

  it('writes null for what is not a finite number, and nothing past its slack', () => {
    for (const k of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(written(k, 2).text).toBe('null');
    expect(written(12345, 2).after).toMatch(/^#+$/);
  });

  it('writes texts and six-word dates byte for byte', () => {
    const bytes = new Uint8Array(40).fill(35);
    const view = new DataView(bytes.buffer);
    let at = putWords(view, 1, wordsOf(',"xValue":"'));
    const date = Buffer.from('2026-11-24T15:00:00.000Z2025-01-02T03:04:05.678Z', 'latin1');
    at = putSixWords(view, at, wordsOfBytes(new Uint8Array(date), true), 6);
    expect(at).toBe(1 + 11 + 24);
    expect(Buffer.from(bytes.subarray(0, at + 1)).toString('latin1')).toBe('#,"xValue":"2025-01-02T03:04:05.678Z#');
  });

  it('copies bytes that cannot be shared as words', () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 6]);
    const words = wordsOfBytes(bytes, true);
    expect(words.length).toBe(2);
    expect(words[1]).toBe(5 | (6 << 8));
  });
});
