import uPlot from 'uplot';
import { translate } from '../i18n/catalog';
import { chartDateFormat } from '../ui/charts/chartDates';
import { chartMessages } from './chartMessages';
import { INCH_SCALE, inchAxisMax, type ChartOverlays } from './chartOverlays';
import { chartPalette, chartScheme, lineColour } from '../ui/charts/chartPalette';
import type { ChartSeries } from './chartSeries';
import { chartZonedDate } from './chartZonedDate';

/** What the chart reads at draw time: the latest view, without rebuilding it. */
export interface LiveChartView {
  overlays: ChartOverlays;
  /** The first unit's scale, the one bands and predictions are drawn on. */
  primaryScale: string | null;
  primaryRange: { min: number; max: number } | null;
  xRange: { from: number; to: number };
  onNotesAt?: (noteIds: string[]) => void;
  showInchAxis: boolean;
}

export type ReadLive = () => LiveChartView;

/** Axes in the page's scheme, read each time uPlot draws them (chartPalette.ts). */
export const AXIS_STYLE = {
  stroke: () => chartPalette().axis,
  grid: { stroke: () => chartPalette().grid, width: 1 },
  ticks: { stroke: () => chartPalette().ticks, width: 1 },
} satisfies uPlot.Axis;

/**
 * The scales: time on x in the shown range; the first unit in the primary range (after the axis
 * rules, zoom and stacking; uPlot's own when null), the others automatic; the inch axis from 0.
 */
export function chartScales(units: readonly string[], live: ReadLive): uPlot.Scales {
  const scales: uPlot.Scales = { x: { time: true, auto: false, range: () => [live().xRange.from, live().xRange.to] } };
  units.forEach((unit, i) => {
    scales[unit] =
      i === 0
        ? {
            auto: false,
            range: (_u, min, max) => {
              const primaryRange = live().primaryRange;
              return primaryRange ? [primaryRange.min, primaryRange.max] : [min, max];
            },
          }
        : { auto: true };
  });
  scales[INCH_SCALE] = { auto: false, range: () => [0, inchAxisMax(live().overlays)] };
  return scales;
}

/** The axes: time, then every unit alternating left and right (in its lines' colour when several share the chart), then inches. */
export function chartAxes(series: readonly ChartSeries[], units: readonly string[], showInchAxis: boolean): uPlot.Axis[] {
  const axes: uPlot.Axis[] = [
    { ...AXIS_STYLE, space: 70 },
    ...units.map((unit, i): uPlot.Axis => {
      const colour = units.length > 1 ? series.find((s) => s.unit === unit)?.colour : undefined;
      return {
        ...AXIS_STYLE,
        ...(colour ? { stroke: () => lineColour(colour, chartScheme()) } : {}),
        scale: unit,
        side: i % 2 === 0 ? 3 : 1,
        label: unit,
        labelSize: 20,
        size: 56,
        grid: i === 0 ? AXIS_STYLE.grid : { show: false },
      };
    }),
  ];
  if (showInchAxis)
    axes.push({
      ...AXIS_STYLE,
      scale: INCH_SCALE,
      side: 1,
      label: translate(chartMessages, 'inchAxis'),
      labelSize: 20,
      size: 56,
      grid: { show: false },
    });
  return axes;
}

/** uPlot's series: x, then each line on its unit's scale, drawn by `paths`, shown unless hidden. */
export function chartSeriesOptions(
  series: readonly ChartSeries[],
  hidden: ReadonlySet<string>,
  paths: uPlot.Series.PathBuilder,
): uPlot.Series[] {
  return [
    {},
    ...series.map((s): uPlot.Series => ({
      label: s.label,
      scale: s.unit,
      stroke: () => lineColour(s.colour, chartScheme()),
      width: s.width,
      dash: s.dash.length ? s.dash : undefined,
      spanGaps: false,
      paths,
      points: { show: false },
      show: !hidden.has(s.key),
    })),
  ];
}

export interface ChartOptionsInput {
  width: number;
  height: number;
  timeZone: string;
  series: readonly ChartSeries[];
  units: readonly string[];
  hidden: ReadonlySet<string>;
  showInchAxis: boolean;
  paths: uPlot.Series.PathBuilder;
  hooks: uPlot.Hooks.Arrays;
  live: ReadLive;
}

/** The chart's uPlot options: no legend, x-only drag zoom, the time axis in the farm's zone. */
export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const fmtDate = chartDateFormat();
  return {
    width: input.width,
    height: input.height,
    tzDate: (ts) => chartZonedDate(ts, input.timeZone),
    ...(fmtDate ? { fmtDate } : {}),
    legend: { show: false },
    cursor: { drag: { x: true, y: false }, points: { show: false } },
    scales: chartScales(input.units, input.live),
    axes: chartAxes(input.series, input.units, input.showInchAxis),
    hooks: input.hooks,
    series: chartSeriesOptions(input.series, input.hidden, input.paths),
  };
}
