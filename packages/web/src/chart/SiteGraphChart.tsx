import { useEffect, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { alignedData, ownPositionPaths } from './chartData';
import { drawStamps, followWidth, openNotesOnClick, widthOf } from './chartEvents';
import { chartOptions, type LiveChartView } from './chartOptions';
import { INCH_SCALE, inchAxisMax, overlayHooks, type ChartOverlays } from './chartOverlays';
import { useLanguageLocale } from '../i18n/useT';
import { inLightScheme, onSchemeChange } from '../ui/charts/chartPalette';
import type { ChartSeries } from './chartSeries';

export interface SiteGraphChartHandle {
  /** The chart as drawn (axes, lines, bands, overlays). */
  canvas: () => HTMLCanvasElement | null;
  /** The chart drawn in the light scheme, for Print, as a copy (the screen goes back to its scheme). */
  printCanvas: () => Promise<HTMLCanvasElement | null>;
}

export interface SiteGraphChartProps {
  x: number[];
  series: ChartSeries[];
  hidden: ReadonlySet<string>;
  /** The primary (first) unit's y range after the axis rules, zoom and stacking; null lets uPlot choose. */
  primaryRange: { min: number; max: number } | null;
  xRange: { from: number; to: number };
  overlays: ChartOverlays;
  showInchAxis: boolean;
  timeZone: string;
  height: number;
  label: string;
  onNotesAt?: (noteIds: string[]) => void;
  handle?: Ref<SiteGraphChartHandle>;
}

/**
 * The site graph: uPlot with one scale per unit (axes alternating left and right),
 * a time axis in the farm's time zone and the overlays drawn in hooks. The chart is rebuilt only
 * when the shape of its series changes; new data, ranges and toggles are applied in place, which
 * keeps a period switch to a `setData`. When it drew (`data-drawn-at`, `data-first-drawn-at`) and how
 * often (`data-drawn`) are kept on the element for the benchmark and the end-to-end tests.
 */
export function SiteGraphChart(props: SiteGraphChartProps) {
  const { x, series, hidden, primaryRange, xRange, overlays, showInchAxis, timeZone, height, label, onNotesAt, handle } = props;
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const live = useRef<LiveChartView>({ overlays, primaryScale: null, primaryRange, xRange, onNotesAt, showInchAxis });
  const units = useMemo(() => [...new Set(series.map((s) => s.unit))], [series]);
  live.current = { overlays, primaryScale: units[0] ?? null, primaryRange, xRange, onNotesAt, showInchAxis };

  // A new language rebuilds the chart: its axis labels and month names are words.
  const language = useLanguageLocale();
  // Only what changes the chart's structure rebuilds it. The build reads the series, their units and
  // which are hidden through `built`: new values of the same shape are applied in place below, not rebuilt.
  const shape = `${language}|${timeZone}|${showInchAxis}|${series.map((s) => `${s.key}:${s.unit}:${s.colour}:${s.width}:${s.dash.join('.')}`).join(',')}`;
  const built = useRef({ series, units, hidden });
  built.current = { series, units, hidden };

  const data = useMemo(() => alignedData(x, series), [x, series]);
  const latestData = useRef(data);
  latestData.current = data;

  // Built before paint, like the data below, so the first frame with data has the chart.
  useLayoutEffect(() => {
    const { series, units, hidden } = built.current;
    const element = container.current!;
    const readLive = () => live.current;
    const hooks = overlayHooks(readLive);
    hooks.draw = [...(hooks.draw ?? []), drawStamps(element)];
    const options = chartOptions({
      width: widthOf(element),
      height,
      timeZone,
      series,
      units,
      hidden,
      showInchAxis,
      paths: ownPositionPaths(),
      hooks,
      live: readLive,
    });
    const plot = new uPlot(options, latestData.current, element);
    chart.current = plot;
    const stopFollowingWidth = followWidth(plot, element, height);
    const stopNoteClicks = openNotesOnClick(plot, readLive);
    // Colours are read at draw time (chartPalette.ts): a new scheme is a redraw.
    const stopFollowingScheme = onSchemeChange(() => plot.redraw(false, false));
    return () => {
      stopFollowingScheme();
      stopNoteClicks();
      stopFollowingWidth();
      plot.destroy();
      chart.current = null;
    };
  }, [shape, height, timeZone, showInchAxis]);

  // Before paint: new data reaches the canvas in the same frame as the rest of the view.
  useLayoutEffect(() => {
    const plot = chart.current;
    if (!plot) return;
    if (plot.data !== data) plot.setData(data, false);
    plot.setScale('x', { min: xRange.from, max: xRange.to });
  }, [data, xRange.from, xRange.to]);

  useEffect(() => {
    const plot = chart.current;
    if (!plot) return;
    series.forEach((s, i) => {
      const show = !hidden.has(s.key);
      if (plot.series[i + 1]?.show !== show) plot.setSeries(i + 1, { show });
    });
  }, [hidden, series]);

  useEffect(() => {
    const plot = chart.current;
    if (!plot) return;
    const primary = units[0];
    if (primary && primaryRange) plot.setScale(primary, { min: primaryRange.min, max: primaryRange.max });
    plot.setScale(INCH_SCALE, { min: 0, max: inchAxisMax(overlays) });
    plot.redraw(false, false);
  }, [primaryRange, overlays, units]);

  useEffect(() => {
    if (!handle) return;
    const value: SiteGraphChartHandle = {
      canvas: () => chart.current?.ctx.canvas ?? null,
      printCanvas: () => {
        const plot = chart.current;
        if (!plot) return Promise.resolve(null);
        return inLightScheme(
          () => plot.redraw(false, false),
          () => copyOf(plot.ctx.canvas),
        );
      },
    };
    if (typeof handle === 'function') handle(value);
    else (handle as { current: SiteGraphChartHandle | null }).current = value;
  }, [handle]);

  return <div ref={container} role="img" aria-label={label} data-testid="site-graph-chart" style={{ width: '100%', minHeight: height }} />;
}

/** A copy of the canvas as it is now, so drawing the chart again leaves it be. */
function copyOf(source: HTMLCanvasElement): HTMLCanvasElement {
  const copy = document.createElement('canvas');
  copy.width = source.width;
  copy.height = source.height;
  copy.getContext('2d')?.drawImage(source, 0, 0);
  return copy;
}
