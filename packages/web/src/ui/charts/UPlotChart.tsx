import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartDateFormat } from './chartDates';
import { onSchemeChange } from './chartPalette';

export type { default as uPlot } from 'uplot';

export interface UPlotChartProps {
  /** uPlot options without the size: the chart takes its container's width and this height. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
  /** What the chart shows, for screen readers (a canvas has no text of its own). */
  label: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * uPlot in React: the chart is built once per options object and follows its container's width.
 * New data is set without rebuilding, so callers should keep `options` stable (useMemo).
 */
export function UPlotChart({ options, data, height, label, className, 'data-testid': testId }: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const latestData = useRef(data);
  latestData.current = data;

  useEffect(() => {
    const element = container.current!;
    const width = Math.max(element.clientWidth, 120);
    // Time axes name months and weekdays in the app's language (a caller's own fmtDate wins).
    const fmtDate = options.fmtDate ?? chartDateFormat();
    const plot = new uPlot({ ...options, ...(fmtDate ? { fmtDate } : {}), width, height }, latestData.current, element);
    chart.current = plot;
    const observer = new ResizeObserver(() => {
      const next = Math.max(element.clientWidth, 120);
      if (next !== plot.width) plot.setSize({ width: next, height });
    });
    observer.observe(element);
    // Colours given as functions of chartPalette() follow a new scheme on the redraw.
    const stopFollowingScheme = onSchemeChange(() => plot.redraw(false, false));
    return () => {
      stopFollowingScheme();
      observer.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [options, height]);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);

  return (
    <div
      ref={container}
      className={className}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ width: '100%', minHeight: height }}
    />
  );
}
