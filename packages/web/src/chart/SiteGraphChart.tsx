import { useEffect, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './chartSeries';
import { chartZonedDate } from './chartZonedDate';
import { INCH_SCALE, inchAxisMax, overlayHooks, type ChartOverlays } from './chartOverlays';
import { numericLinePaths } from './numericPaths';

export interface SiteGraphChartHandle {
  /** The chart as drawn (axes, lines, bands, overlays) — for Print. */
  canvas: () => HTMLCanvasElement | null;
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

/** The x positions each line of a data set has points at (ChartSeries.own), for the paths: looked up by the data uPlot draws. */
const positionsOf = new WeakMap<uPlot.AlignedData, (Int32Array | null)[]>();

const AXIS_STYLE = { stroke: '#3d4852', grid: { stroke: '#e3e8ee', width: 1 }, ticks: { stroke: '#cfd6de', width: 1 } };

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
  const live = useRef({ overlays, primaryScale: null as string | null, primaryRange, xRange, onNotesAt, showInchAxis });
  const units = useMemo(() => [...new Set(series.map((s) => s.unit))], [series]);
  live.current = { overlays, primaryScale: units[0] ?? null, primaryRange, xRange, onNotesAt, showInchAxis };

  // Only what changes the chart's structure rebuilds it. The build reads the series, their units and
  // which are hidden through `built`: new values of the same shape are applied in place below, not rebuilt.
  const shape = `${timeZone}|${showInchAxis}|${series.map((s) => `${s.key}:${s.unit}:${s.colour}:${s.width}:${s.dash.join('.')}`).join(',')}`;
  const built = useRef({ series, units, hidden });
  built.current = { series, units, hidden };

  const data = useMemo<uPlot.AlignedData>(() => {
    const aligned: uPlot.AlignedData = [x, ...series.map((s) => s.values)];
    positionsOf.set(
      aligned,
      series.map((s) => s.own),
    );
    return aligned;
  }, [x, series]);
  const latestData = useRef(data);
  latestData.current = data;

  // Built before paint, like the data below, so the first frame with data has the chart.
  useLayoutEffect(() => {
    const { series, units, hidden } = built.current;
    const element = container.current!;
    const scales: uPlot.Scales = { x: { time: true, auto: false, range: () => [live.current.xRange.from, live.current.xRange.to] } };
    units.forEach((unit, i) => {
      scales[unit] =
        i === 0
          ? {
              auto: false,
              range: (_u, min, max) =>
                live.current.primaryRange ? [live.current.primaryRange.min, live.current.primaryRange.max] : [min, max],
            }
          : { auto: true };
    });
    scales[INCH_SCALE] = { auto: false, range: () => [0, inchAxisMax(live.current.overlays)] };
    const axes: uPlot.Axis[] = [
      { ...AXIS_STYLE, space: 70 },
      // Every unit gets its axis, alternating left and right, in its lines' colour when several share the chart.
      ...units.map((unit, i): uPlot.Axis => {
        const colour = units.length > 1 ? series.find((s) => s.unit === unit)?.colour : undefined;
        return {
          ...AXIS_STYLE,
          ...(colour ? { stroke: colour } : {}),
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
        label: 'Rain / irrigation (in)',
        labelSize: 20,
        size: 56,
        grid: { show: false },
      });

    const paths = numericLinePaths((u, seriesIdx) => positionsOf.get(u.data)?.[seriesIdx - 1] ?? null);
    const hooks = overlayHooks(() => live.current);
    hooks.draw = [
      ...(hooks.draw ?? []),
      () => {
        element.dataset.drawnAt = performance.now().toFixed(1);
        element.dataset.firstDrawnAt ??= element.dataset.drawnAt;
        element.dataset.drawn = String(Number(element.dataset.drawn ?? 0) + 1);
      },
    ];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      tzDate: (ts) => chartZonedDate(ts, timeZone),
      legend: { show: false },
      cursor: { drag: { x: true, y: false }, points: { show: false } },
      scales,
      axes,
      hooks,
      series: [
        {},
        ...series.map((s): uPlot.Series => ({
          label: s.label,
          scale: s.unit,
          stroke: s.colour,
          width: s.width,
          dash: s.dash.length ? s.dash : undefined,
          spanGaps: false,
          paths,
          points: { show: false },
          show: !hidden.has(s.key),
        })),
      ],
    };
    const plot = new uPlot(options, latestData.current, element);
    chart.current = plot;
    const observer = new ResizeObserver(() => {
      const next = Math.max(element.clientWidth, 200);
      if (next !== plot.width) plot.setSize({ width: next, height });
    });
    observer.observe(element);
    // A click near a note's marker opens it (the notes list below the chart is the keyboard path).
    const onClick = (event: MouseEvent) => {
      const notes = live.current.overlays.notes;
      if (!notes.length || !live.current.onNotesAt) return;
      const rect = plot.over.getBoundingClientRect();
      const left = event.clientX - rect.left;
      const near = notes.filter((n) => Math.abs(plot.valToPos(n.t, 'x') - left) <= 8).map((n) => n.id);
      if (near.length) live.current.onNotesAt(near);
    };
    plot.over.addEventListener('click', onClick);
    return () => {
      plot.over.removeEventListener('click', onClick);
      observer.disconnect();
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
    const value: SiteGraphChartHandle = { canvas: () => chart.current?.ctx.canvas ?? null };
    if (typeof handle === 'function') handle(value);
    else (handle as { current: SiteGraphChartHandle | null }).current = value;
  }, [handle]);

  return <div ref={container} role="img" aria-label={label} data-testid="site-graph-chart" style={{ width: '100%', minHeight: height }} />;
}
