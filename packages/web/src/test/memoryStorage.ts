/** A localStorage stand-in for pure tests: its entries in view, and a quota (characters a value) when asked. */
export function memoryStorage(initial: Record<string, string> = {}, quota = Infinity) {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      entries.set(key, value);
    },
    removeItem: (key: string) => void entries.delete(key),
  };
}
