import type { ChartSeries } from '../chart/chartSeries';

/** A chart line in the answer's form, for the tests: null where a reading is missing, undefined at the other device's times. */
export function lineValues(line: Pick<ChartSeries, 'values' | 'own'>): (number | null | undefined)[] {
  const out: (number | null | undefined)[] = Array.from({ length: line.values.length });
  const at = (i: number) => {
    const v = line.values[i]!;
    out[i] = v === v ? v : null;
  };
  if (line.own) line.own.forEach(at);
  else for (let i = 0; i < out.length; i++) at(i);
  return out;
}
