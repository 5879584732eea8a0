import { Box, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { chartMessages } from '../../chart/chartMessages';
import { hasValues } from '../../chart/chartSeries';
import { SiteGraphChart, type SiteGraphChartProps } from '../../chart/SiteGraphChart';
import { useT } from '../../i18n/useT';
import { siteGraphMessages } from './messages';

const CHART_HEIGHT = 420;

export interface GraphChartPanelProps extends Omit<SiteGraphChartProps, 'height' | 'showInchAxis'> {
  /** The shown view's request is under way. */
  loading: boolean;
  /** Data has arrived (until then the panel keeps the chart's place). */
  loaded: boolean;
  /** The chart's height in pixels: 420 unless told (a phone's is lower, to sit on the first screen). */
  chartHeight?: number;
  /** Rain, irrigation or forecast bars are on their way: their inch axis is kept for them. */
  barsPending?: boolean;
}

/**
 * The chart's panel: the chart, or the no-data message when nothing in the range is drawn, under
 * a loading overlay. The inch axis is there when rain or irrigation bars are, or are on their way.
 */
export function GraphChartPanel({ loading, loaded, chartHeight = CHART_HEIGHT, barsPending = false, ...chart }: GraphChartPanelProps) {
  const t = useT(siteGraphMessages);
  const tChart = useT(chartMessages);
  const { series, hidden, overlays } = chart;
  const hasLines = series.some((s) => !hidden.has(s.key) && hasValues(s));
  const hasOverlayBars = overlays.rainfall.length + overlays.irrigation.length > 0;
  const showInchAxis = hasOverlayBars || overlays.predictedRainfall.length > 0 || barsPending;
  const noData = loaded && !hasLines && !hasOverlayBars;

  return (
    <Paper withBorder radius="md" p="sm" pos="relative" className="graph-chart-panel">
      <LoadingOverlay
        visible={loading}
        zIndex={5}
        overlayProps={{ backgroundOpacity: 0.35 }}
        loaderProps={{ 'aria-label': t('loadingGraph') } as Record<string, string>}
      />
      {!loaded ? (
        <Box h={chartHeight} aria-busy="true" />
      ) : noData ? (
        <Stack h={chartHeight} align="center" justify="center">
          <Text c="dimmed" data-testid="graph-no-data">
            {tChart('noData')}
          </Text>
        </Stack>
      ) : (
        <SiteGraphChart {...chart} showInchAxis={showInchAxis} height={chartHeight} />
      )}
    </Paper>
  );
}
