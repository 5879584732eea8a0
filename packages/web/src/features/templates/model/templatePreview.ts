import { COLOUR_HEX, templateSeries, type TemplateRow, type TimeRange } from '@tilth/domain';
import type { ChartSeries } from '../../../chart/chartSeries';
import { templateBandSpans, type DayBandSpan } from '../../../chart/templateBands';
import { translate } from '../../../i18n/catalog';
import { toDateTimeInput } from '../../../ui/zonedTime';
import { templatesMessages } from '../messages';

export interface TemplatePreview {
  x: number[];
  series: ChartSeries[];
  spans: DayBandSpan[];
}

const EDGES = [
  { key: 'red', messageKey: 'redEdge', colour: COLOUR_HEX.red },
  { key: 'yellow', messageKey: 'yellowEdge', colour: '#b89600' },
  { key: 'green', messageKey: 'greenEdge', colour: COLOUR_HEX.green },
] as const;

type EdgeKey = (typeof EDGES)[number]['messageKey'];

const localDay = (epoch: number, timeZone: string) => toDateTimeInput(epoch, timeZone).slice(0, 10);

/**
 * The Available Water (%) preview (spec 001 §2.9): the template laid on the site's calendar from
 * its planting date over the chosen range, as the same day-by-day bands the site graph draws,
 * with each band's upper edge as a line.
 */
export function templatePreview(
  rows: readonly TemplateRow[],
  plantingDate: string,
  range: TimeRange,
  timeZone: string,
  /** The lines' names (a component passes its useT, so they follow the language). */
  words: (key: EdgeKey) => string = (key) => translate(templatesMessages, key),
): TemplatePreview {
  const series = templateSeries(rows, plantingDate, localDay(range.from, timeZone), localDay(range.to, timeZone));
  const spans = templateBandSpans(series, timeZone);
  const x: number[] = [];
  const values: Record<(typeof EDGES)[number]['key'], number[]> = { red: [], yellow: [], green: [] };
  for (const span of spans) {
    for (const t of [span.from, span.to]) {
      x.push(t);
      values.red.push(span.rp);
      values.yellow.push(span.wl1);
      values.green.push(span.wl2);
    }
  }
  return {
    x,
    spans,
    series: EDGES.map((edge) => ({
      key: `template:${edge.key}`,
      label: words(edge.messageKey),
      group: 'aw',
      unit: 'AW %',
      colour: edge.colour,
      width: 1.5,
      dash: [],
      values: Float64Array.from(values[edge.key]),
      own: null,
    })),
  };
}

/** Spec 001 §9: the available-water and template views' y axis reaches at least 110. */
export const PREVIEW_Y_RANGE = { min: 0, max: 110 } as const;
