/**
 * An object whose members are made on first read and kept: each is an enumerable getter that
 * replaces itself with its value. The chart reads a few of a year's columns (the AW view: the
 * times and the moisture per depth, 7 of 38), so decoding or slicing the others only when read
 * saves most of the work between an answer's arrival and the first frame.
 */
export function lazyMembers<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const out = {} as T;
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = makers[key]();
        Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
        return value;
      },
    });
  }
  return out;
}
