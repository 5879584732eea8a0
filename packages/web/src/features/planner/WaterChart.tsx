import { Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { chartPalette, chartScheme, lineColour } from '../../ui/charts/chartPalette';
import { UPlotChart } from '../../ui/charts/UPlotChart';
import { stackedBars, type WaterChartSeries } from './waterChartData';
import classes from './WaterAccount.module.css';

/** Okabe–Ito colours (ui/charts/chartColours.ts's palette), readable by colour-blind users. */
export const WATER_COLOURS = {
  irrigation: '#0072b2',
  rain: '#56b4e9',
  cropUse: '#009e73',
  drainage: '#e69f00',
} as const;

const LEGEND = [
  { colour: WATER_COLOURS.irrigation, label: 'Irrigation', side: 'in' },
  { colour: WATER_COLOURS.rain, label: 'Effective rain', side: 'in' },
  { colour: WATER_COLOURS.cropUse, label: 'Crop use', side: 'out' },
  { colour: WATER_COLOURS.drainage, label: 'Drainage', side: 'out' },
] as const;

const number = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
const total = (values: number[]) => values.reduce((sum, v) => sum + v, 0);

/** What the canvas shows, for screen readers: the totals in and out over the range. */
function chartLabel(series: WaterChartSeries, farmName: string): string {
  const u = series.unitLabel;
  const irrigation = total(series.irrigation);
  const rain = total(series.rain);
  const use = total(series.cropUse);
  const drainage = total(series.drainage);
  return (
    `Water in and out of ${farmName} per ${series.bucket}, in ${u}. ` +
    `In: ${number(irrigation + rain)} ${u} (irrigation ${number(irrigation)}, effective rain ${number(rain)}). ` +
    `Out: ${number(use + drainage)} ${u} (crop use ${number(use)}, drainage ${number(drainage)}). The table below has each site's numbers.`
  );
}

function chartOptions(series: WaterChartSeries, compact: boolean): Omit<uPlot.Options, 'width' | 'height'> {
  const seconds = (series.bucket === 'day' ? 1 : 7) * 86_400;
  const bars = uPlot.paths.bars!({ size: [0.8, 36, 1], align: 1 });
  // Colours are read when uPlot draws, so the chart follows the theme (ui/charts/chartPalette.ts).
  const bar = (label: string, colour: string): uPlot.Series => ({
    label,
    fill: () => lineColour(colour, chartScheme()),
    stroke: () => lineColour(colour, chartScheme()),
    width: 0,
    paths: bars,
    points: { show: false },
  });
  const axis = {
    stroke: () => chartPalette().axis,
    grid: { stroke: () => chartPalette().grid },
    ticks: { stroke: () => chartPalette().grid },
  };
  return {
    // The calendar days of the account, drawn as they are (UTC midnights), whatever the browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // A bar spans its day or week from its first day; the last one is drawn whole.
      x: { time: true, range: (_u, min, max) => [min, max + seconds] },
    },
    axes: [
      { ...axis, space: compact ? 60 : 80 },
      {
        ...axis,
        size: compact ? 48 : 60,
        label: `${series.unitLabel} per ${series.bucket}`,
        labelSize: 18,
        // Out is drawn below the line; its amounts read as amounts.
        values: (_u, splits) => splits.map((v) => number(Math.abs(v))),
      },
    ],
    // Each stack's total is drawn first and its lower part over it.
    series: [
      {},
      bar('Effective rain', WATER_COLOURS.rain),
      bar('Irrigation', WATER_COLOURS.irrigation),
      bar('Drainage', WATER_COLOURS.drainage),
      bar('Crop use', WATER_COLOURS.cropUse),
    ],
    hooks: {
      draw: [
        (u: uPlot) => {
          const y = Math.round(u.valToPos(0, 'y', true));
          const { ctx } = u;
          ctx.save();
          ctx.strokeStyle = chartPalette().axis;
          ctx.lineWidth = Math.max(1, uPlot.pxRatio);
          ctx.beginPath();
          ctx.moveTo(u.bbox.left, y);
          ctx.lineTo(u.bbox.left + u.bbox.width, y);
          ctx.stroke();
          ctx.restore();
        },
      ],
    },
  };
}

/** The farm's season: water in above the line (irrigation, effective rain), out below it (crop use, drainage). */
export function WaterChart({ series, farmName }: { series: WaterChartSeries; farmName: string }) {
  const scheme = useComputedColorScheme('light');
  const compact = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false }) ?? false;
  const options = useMemo(() => chartOptions(series, compact), [series, compact]);
  const data = useMemo(() => stackedBars(series) as uPlot.AlignedData, [series]);
  const what = series.measure === 'acreInches' ? 'acre-inches over the sites with an irrigated area' : `the sites' average depth`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={`${classes.chartCard} water-no-print`}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4">
            Water in and out, per {series.bucket}
          </Title>
          <Text size="sm" c="dimmed">
            Above the line what came in, below it what went out; in {what}.
          </Text>
        </div>
        <Group gap="md" wrap="wrap" component="ul" className={classes.legend} aria-label="Chart colours">
          {LEGEND.map((item) => (
            <li key={item.label} className={classes.legendItem}>
              <span className={classes.swatch} style={{ background: lineColour(item.colour, scheme) }} aria-hidden />
              <Text size="sm" component="span">
                {item.label}{' '}
                <Text span c="dimmed" size="xs">
                  ({item.side})
                </Text>
              </Text>
            </li>
          ))}
        </Group>
        <UPlotChart
          options={options}
          data={data}
          height={compact ? 220 : 300}
          label={chartLabel(series, farmName)}
          data-testid="water-chart"
        />
        {series.leftOut.length > 0 && (
          <Text size="xs" c="dimmed">
            Not in the chart (no irrigated area set): {series.leftOut.join(', ')}.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
