import { Checkbox, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SiteSeries, ThresholdSensor, Thresholds, TimeRange } from '@tilth/domain';
import { useMemo, useState } from 'react';
import { chartMessages } from '../../chart/chartMessages';
import { EMPTY_OVERLAYS } from '../../chart/chartOverlays';
import { hasValues } from '../../chart/chartSeries';
import { SiteGraphChart } from '../../chart/SiteGraphChart';
import { useT } from '../../i18n/useT';
import { depthColour } from '../../ui/charts/chartColours';
import { thresholdsMessages } from './messages';
import { THRESHOLD_LINE_COLOURS, buildThresholdFrame, sensorLabel, thresholdYRange } from './model/thresholdChart';
import { rowIdOf } from './model/thresholdTable';

const HEIGHT = 320;
const NO_HIDDEN: ReadonlySet<string> = new Set();

export interface ThresholdChartProps {
  data: SiteSeries | undefined;
  loading: boolean;
  sensors: ThresholdSensor[];
  thresholdsOf: (sensor: ThresholdSensor) => Thresholds;
  range: TimeRange;
  timeZone: string;
}

/**
 * The threshold graph (spec 001 §2.9) with its per-sensor legend (colour, name, depth, tick):
 * each ticked sensor's moisture with its threshold lines, following the table as it is edited.
 */
export function ThresholdChart({ data, loading, sensors, thresholdsOf, range, timeZone }: ThresholdChartProps) {
  const t = useT(thresholdsMessages);
  const tChart = useT(chartMessages);
  const [shown, setShown] = useState<Set<string>>(() => new Set(sensors.slice(0, 1).map(rowIdOf)));
  const [relative, setRelative] = useState(false);
  const frame = useMemo(
    () => buildThresholdFrame(data, sensors, shown, thresholdsOf, relative),
    [data, sensors, shown, thresholdsOf, relative],
  );
  const yRange = useMemo(() => thresholdYRange(frame.series, relative), [frame.series, relative]);
  const hasReadings = frame.series.some((s) => s.key.endsWith(':moisture') && hasValues(s));
  const toggle = (id: string, on: boolean) =>
    setShown((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="threshold-graph">
      <Group justify="space-between" gap="sm" wrap="wrap" mb="xs">
        <Text fw={700} size="sm">
          {relative ? t('chartTitleRelative') : t('chartTitleAbsolute')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('displayAria')}
          data={[
            { value: 'absolute', label: t('absolute') },
            { value: 'relative', label: t('relative') },
          ]}
          value={relative ? 'relative' : 'absolute'}
          onChange={(value) => setRelative(value === 'relative')}
        />
      </Group>
      <Group gap="md" wrap="wrap" mb="xs" role="group" aria-label={t('sensorsShown')}>
        {sensors.map((sensor, i) => {
          const id = rowIdOf(sensor);
          return (
            <Checkbox
              key={id}
              checked={shown.has(id)}
              onChange={(e) => toggle(id, e.currentTarget.checked)}
              color={depthColour(i)}
              label={
                <Group gap={6} wrap="nowrap">
                  <span aria-hidden style={{ display: 'inline-block', width: 14, height: 3, background: depthColour(i) }} />
                  {sensorLabel(sensor)}
                </Group>
              }
            />
          );
        })}
      </Group>
      <Group gap="md" wrap="wrap" mb="xs" aria-hidden>
        {(
          [
            ['rp', 'lineRp'],
            ['wl1', 'lineWl1'],
            ['wl2', 'lineWl2'],
            ['fc', 'lineFc'],
            ['pwp', 'linePwp'],
          ] as const
        ).map(([kind, key]) => (
          <Group key={kind} gap={4} wrap="nowrap">
            <span style={{ display: 'inline-block', width: 16, borderTop: `2px dashed ${THRESHOLD_LINE_COLOURS[kind]}` }} />
            <Text size="xs">{t(key)}</Text>
          </Group>
        ))}
      </Group>
      {!data && loading ? (
        <Stack h={HEIGHT} align="center" justify="center" aria-busy="true">
          <Text c="dimmed" size="sm">
            {t('loadingReadings')}
          </Text>
        </Stack>
      ) : frame.series.length === 0 || (!hasReadings && frame.x.length === 0) ? (
        <Stack h={HEIGHT} align="center" justify="center">
          <Text c="dimmed" size="sm" data-testid="threshold-graph-empty">
            {shown.size === 0 ? t('tickSensor') : tChart('noData')}
          </Text>
        </Stack>
      ) : (
        <SiteGraphChart
          x={frame.x}
          series={frame.series}
          hidden={NO_HIDDEN}
          primaryRange={yRange}
          xRange={range}
          overlays={EMPTY_OVERLAYS}
          showInchAxis={false}
          timeZone={timeZone}
          height={HEIGHT}
          label={t('graphLabel')}
        />
      )}
    </Paper>
  );
}
