import { Checkbox, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SiteSeries, ThresholdSensor, Thresholds, TimeRange } from '@tilth/domain';
import { useMemo, useState } from 'react';
import { NO_DATA } from '../../chart/chartMessages';
import { EMPTY_OVERLAYS } from '../../chart/chartOverlays';
import { hasValues } from '../../chart/chartSeries';
import { SiteGraphChart } from '../../chart/SiteGraphChart';
import { depthColour } from '../../ui/charts/chartColours';
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
          Thresholds {relative ? '(% of available water)' : '(VWC %)'}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Threshold graph display"
          data={[
            { value: 'absolute', label: 'Absolute' },
            { value: 'relative', label: 'Relative' },
          ]}
          value={relative ? 'relative' : 'absolute'}
          onChange={(value) => setRelative(value === 'relative')}
        />
      </Group>
      <Group gap="md" wrap="wrap" mb="xs" role="group" aria-label="Sensors shown">
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
        {(['rp', 'wl1', 'wl2', 'fc', 'pwp'] as const).map((kind) => (
          <Group key={kind} gap={4} wrap="nowrap">
            <span style={{ display: 'inline-block', width: 16, borderTop: `2px dashed ${THRESHOLD_LINE_COLOURS[kind]}` }} />
            <Text size="xs">{kind === 'rp' ? 'RP (R)' : kind === 'wl1' ? 'WL1 (G)' : kind === 'wl2' ? 'WL2 (B)' : kind.toUpperCase()}</Text>
          </Group>
        ))}
      </Group>
      {!data && loading ? (
        <Stack h={HEIGHT} align="center" justify="center" aria-busy="true">
          <Text c="dimmed" size="sm">
            Loading readings…
          </Text>
        </Stack>
      ) : frame.series.length === 0 || (!hasReadings && frame.x.length === 0) ? (
        <Stack h={HEIGHT} align="center" justify="center">
          <Text c="dimmed" size="sm" data-testid="threshold-graph-empty">
            {shown.size === 0 ? 'Tick a sensor to see its thresholds.' : NO_DATA}
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
          label="Threshold graph"
        />
      )}
    </Paper>
  );
}
