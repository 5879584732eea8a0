import { describe, expect, it } from 'vitest';
import { lazyMembers } from './lazyMembers';

describe('lazyMembers', () => {
  it('makes each member once, on first read, and lists them all in order', () => {
    const made: string[] = [];
    const value = lazyMembers<{ a: number[]; b: string }>({
      a: () => (made.push('a'), [1, 2]),
      b: () => (made.push('b'), 'x'),
    });
    expect(made).toEqual([]);
    expect(value.a).toEqual([1, 2]);
    expect(value.a).toBe(value.a);
    expect(made).toEqual(['a']);
    expect(Object.keys(value)).toEqual(['a', 'b']);
    expect(JSON.stringify(value)).toBe('{"a":[1,2],"b":"x"}');
    expect(made).toEqual(['a', 'b']);
  });
});
