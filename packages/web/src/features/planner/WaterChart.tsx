import { Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { intlLocale, translate, type Values } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { chartPalette, chartScheme, lineColour } from '../../ui/charts/chartPalette';
import { UPlotChart } from '../../ui/charts/UPlotChart';
import { stackedBars, type WaterChartSeries } from './waterChartData';
import classes from './WaterAccount.module.css';
import { waterMessages, type WaterKey } from './waterMessages';

type Words = (key: WaterKey, values?: Values) => string;

/** Okabe–Ito colours (ui/charts/chartColours.ts's palette), readable by colour-blind users. */
export const WATER_COLOURS = {
  irrigation: '#0072b2',
  rain: '#56b4e9',
  cropUse: '#009e73',
  drainage: '#e69f00',
} as const;

/** The legend: each colour, its label's and its side's keys in the water catalogue. */
const LEGEND = [
  { colour: WATER_COLOURS.irrigation, words: 'colIrrigation', side: 'sideIn' },
  { colour: WATER_COLOURS.rain, words: 'colEffectiveRain', side: 'sideIn' },
  { colour: WATER_COLOURS.cropUse, words: 'colCropUse', side: 'sideOut' },
  { colour: WATER_COLOURS.drainage, words: 'colDrainage', side: 'sideOut' },
] as const;

const number = (value: number) => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(value);
const total = (values: number[]) => values.reduce((sum, v) => sum + v, 0);

/** What the canvas shows, for screen readers: the totals in and out over the range. */
function chartLabel(series: WaterChartSeries, farmName: string): string {
  const u = series.unitLabel;
  const irrigation = total(series.irrigation);
  const rain = total(series.rain);
  const use = total(series.cropUse);
  const drainage = total(series.drainage);
  return translate(waterMessages, 'chartLabel', {
    farm: farmName,
    bucket: series.bucket,
    unit: u,
    inTotal: number(irrigation + rain),
    irrigation: number(irrigation),
    rain: number(rain),
    outTotal: number(use + drainage),
    use: number(use),
    drainage: number(drainage),
  });
}

function chartOptions(series: WaterChartSeries, compact: boolean, t: Words): Omit<uPlot.Options, 'width' | 'height'> {
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
        label: t('axisLabel', { unit: series.unitLabel, bucket: series.bucket }),
        labelSize: 18,
        // Out is drawn below the line; its amounts read as amounts.
        values: (_u, splits) => splits.map((v) => number(Math.abs(v))),
      },
    ],
    // Each stack's total is drawn first and its lower part over it.
    series: [
      {},
      bar(t('colEffectiveRain'), WATER_COLOURS.rain),
      bar(t('colIrrigation'), WATER_COLOURS.irrigation),
      bar(t('colDrainage'), WATER_COLOURS.drainage),
      bar(t('colCropUse'), WATER_COLOURS.cropUse),
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
  const t = useT(waterMessages);
  const scheme = useComputedColorScheme('light');
  const compact = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false }) ?? false;
  // t changes with the language: the axis and series labels are drawn again in it.
  const options = useMemo(() => chartOptions(series, compact, t), [series, compact, t]);
  const data = useMemo(() => stackedBars(series) as uPlot.AlignedData, [series]);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={`${classes.chartCard} water-no-print`}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4">
            {t('chartTitle', { bucket: series.bucket })}
          </Title>
          <Text size="sm" c="dimmed">
            {series.measure === 'acreInches' ? t('chartLeadAcreInches') : t('chartLeadDepth')}
          </Text>
        </div>
        <Group gap="md" wrap="wrap" component="ul" className={classes.legend} aria-label={t('chartColours')}>
          {LEGEND.map((item) => (
            <li key={item.words} className={classes.legendItem}>
              <span className={classes.swatch} style={{ background: lineColour(item.colour, scheme) }} aria-hidden />
              <Text size="sm" component="span">
                {t(item.words)}{' '}
                <Text span c="dimmed" size="xs">
                  ({t(item.side)})
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
            {t('notInChart', { sites: series.leftOut.join(', ') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
