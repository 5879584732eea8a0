import { Alert, Box, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { COLOUR_HEX, thumbnailColumns, type SiteCardView, type ThumbnailAnswer, type ThumbnailSeries } from '@tilth/domain';
import { useEffect, useMemo, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { depthColour } from '../../ui/charts/chartColours';
import { chartPalette, chartScheme, lineColour } from '../../ui/charts/chartPalette';
import { UPlotChart, type uPlot } from '../../ui/charts/UPlotChart';
import { intlLocale, translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { sitesMessages } from './messages';
import { siteGraphPath } from './sitePaths';
import { fetchThumbnails, siteKeys } from './sitesApi';
import { sensorDepth, type LengthUnit } from './units';
import classes from './Sites.module.css';

const CHUNK = 100;
const CHART_HEIGHT = 110;

async function fetchAll(sites: SiteCardView[], signal: AbortSignal): Promise<ThumbnailAnswer> {
  const parts: ThumbnailAnswer[] = [];
  for (let i = 0; i < sites.length; i += CHUNK) {
    parts.push(
      await fetchThumbnails(
        sites.slice(i, i + CHUNK).map((s) => ({ siteId: s.objectId, ...(s.twigId ? { twigId: s.twigId } : {}) })),
        signal,
      ),
    );
  }
  return { ...parts[0]!, sites: parts.flatMap((p) => p.sites) };
}

/** 'Nov 24' ('24 nov'): the app's language's short date. */
const shortDate = () => new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric' });
/** Axes, grid and the dark lines in the page's scheme, read when uPlot draws (ui/charts/chartPalette.ts). */
const AXIS_COLOURS = {
  stroke: () => chartPalette().axis,
  grid: { stroke: () => chartPalette().grid },
  ticks: { stroke: () => chartPalette().ticks },
} satisfies uPlot.Axis;
const ink = () => lineColour('#1f2328', chartScheme());
const xAxis = (): uPlot.Axis => ({
  ...AXIS_COLOURS,
  size: 22,
  font: '10px system-ui',
  space: 60,
  values: (_u, ticks) => {
    const format = shortDate();
    return ticks.map((t) => format.format(t * 1000));
  },
  gap: 2,
});
const yAxis = (suffix: string): uPlot.Axis => ({
  ...AXIS_COLOURS,
  size: 42,
  font: '10px system-ui',
  space: 24,
  values: (_u, ticks) => ticks.map((t) => `${t}${suffix}`),
  gap: 2,
});

/** Today's line across a chart, so the 25 days ahead read as the future. */
function nowLine(u: uPlot) {
  const x = u.valToPos(Date.now() / 1000, 'x', true);
  const { ctx, bbox } = u;
  ctx.save();
  ctx.strokeStyle = ink();
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(x, bbox.top);
  ctx.lineTo(x, bbox.top + bbox.height);
  ctx.stroke();
  ctx.restore();
}

function awOptions(
  range: { from: number; to: number },
  t: ThumbnailSeries['thresholds'],
  top: number,
): Omit<uPlot.Options, 'width' | 'height'> {
  // The colour bands behind the line are the bar's bands (spec 001 §4).
  const bands: [number, number, string][] = [
    [0, t.rp, COLOUR_HEX.red],
    [t.rp, t.wl1, COLOUR_HEX.yellow],
    [t.wl1, t.wl2, COLOUR_HEX.green],
    [t.wl2, 100, COLOUR_HEX.lightBlue],
    [100, top, COLOUR_HEX.darkBlue],
  ];
  return {
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true, range: () => [range.from, range.to] }, y: { range: () => [0, top] } },
    axes: [xAxis(), yAxis('%')],
    series: [{}, { label: translate(sitesMessages, 'availableWater'), stroke: ink, width: 1.5, spanGaps: false }],
    hooks: {
      drawClear: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          ctx.globalAlpha = 0.28;
          for (const [lo, hi, colour] of bands) {
            const y1 = u.valToPos(hi, 'y', true);
            const y0 = u.valToPos(lo, 'y', true);
            ctx.fillStyle = colour;
            ctx.fillRect(bbox.left, y1, bbox.width, y0 - y1);
          }
          ctx.restore();
        },
      ],
      draw: [nowLine],
    },
  };
}

function moistureOptions(range: { from: number; to: number }, depths: number[], unit: LengthUnit): Omit<uPlot.Options, 'width' | 'height'> {
  return {
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true, range: () => [range.from, range.to] } },
    axes: [xAxis(), yAxis('%')],
    series: [
      {},
      ...depths.map((d, i) => ({ label: sensorDepth(d, unit), stroke: () => lineColour(depthColour(i), chartScheme()), width: 1.2 })),
    ],
    hooks: { draw: [nowLine] },
  };
}

function Thumbnail({
  series,
  range,
  site,
  unit,
}: {
  series: ThumbnailSeries;
  range: { from: number; to: number };
  site: SiteCardView;
  unit: LengthUnit;
}) {
  const navigate = useNavigate();
  const top = Math.max(110, Math.ceil(Math.max(0, ...series.aw.filter((v): v is number => v !== null)) / 10) * 10);
  const aw = useMemo(() => awOptions(range, series.thresholds, top), [range, series.thresholds, top]);
  const moisture = useMemo(() => moistureOptions(range, series.depths, unit), [range, series.depths, unit]);
  const awData = useMemo<uPlot.AlignedData>(() => [series.ts, series.aw], [series]);
  const moistureData = useMemo<uPlot.AlignedData>(() => [series.ts, ...series.moisture], [series]);
  const t = useT(sitesMessages);
  const open = series.allowed && site.canOpenGraph;
  const content = (
    <>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text fw={700} size="sm" truncate>
          {series.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {t('thumbId', { siteId: series.siteId })}
        </Text>
      </Group>
      {series.allowed ? (
        series.ts.length === 0 ? (
          <Text size="sm" c="dimmed" py="md">
            {t('noReadingsPeriod')}
          </Text>
        ) : (
          <>
            <div className={classes.chartTitle}>{t('availableWater')}</div>
            <UPlotChart
              options={aw}
              data={awData}
              height={CHART_HEIGHT}
              label={t('awChartLabel', { name: series.name })}
              data-testid="thumb-aw"
            />
            <div className={classes.chartTitle}>{t('soilMoisture')}</div>
            <UPlotChart
              options={moisture}
              data={moistureData}
              height={CHART_HEIGHT}
              label={t('moistureChartLabel', { name: series.name })}
              data-testid="thumb-moisture"
            />
            <Group gap={8} mt={2} wrap="wrap">
              {series.depths.map((d, i) => (
                <Group key={d} gap={3} wrap="nowrap">
                  <span aria-hidden style={{ width: 10, height: 3, background: depthColour(i), display: 'inline-block' }} />
                  <Text size="10px" c="dimmed">
                    {sensorDepth(d, unit)}
                  </Text>
                </Group>
              ))}
            </Group>
          </>
        )
      ) : (
        <Text size="sm" c="dimmed" py="md">
          {t('subscribe')}
        </Text>
      )}
    </>
  );
  return open ? (
    <button
      type="button"
      className={classes.thumb}
      onClick={() => navigate(siteGraphPath(site))}
      aria-label={t('openGraphOf', { name: series.name })}
      data-testid="thumbnail"
    >
      {content}
    </button>
  ) : (
    <div className={classes.thumb} data-testid="thumbnail">
      {content}
    </div>
  );
}

/** Graph Thumbnails (spec 001 §2.7): available water and moisture per site, 4/3/2 columns by count. */
export default function Thumbnails({ sites, unit }: { sites: SiteCardView[]; unit: LengthUnit }) {
  const t = useT(sitesMessages);
  const ids = sites.map((s) => s.objectId);
  const answer = useQuery({
    queryKey: siteKeys.thumbnails(ids),
    queryFn: ({ signal }) => fetchAll(sites, signal),
    enabled: sites.length > 0,
  });
  useEffect(() => {
    // Spec 001 §8: a failed thumbnail load is logged as 'Something went wrong'.
    if (answer.error) console.error('Something went wrong', answer.error);
  }, [answer.error]);
  const range = useMemo(() => (answer.data ? { from: answer.data.from, to: answer.data.to } : null), [answer.data]);

  if (sites.length === 0) {
    return (
      <Text c="dimmed" p="md">
        {t('noActiveSites')}
      </Text>
    );
  }
  if (answer.isPending) return <Text p="md">{t('loading')}</Text>;
  if (answer.error || !answer.data || !range) {
    return (
      <Alert m="md" color="red" icon={<IconAlertCircle aria-hidden />}>
        {t('graphsFailed')}
      </Alert>
    );
  }
  const bySite = new Map(sites.map((s) => [s.objectId, s]));
  const columns = thumbnailColumns(answer.data.sites.length);
  return (
    <Box
      className={classes.thumbGrid}
      style={{ '--thumb-columns': columns } as CSSProperties}
      data-columns={columns}
      data-testid="thumbnail-grid"
    >
      {answer.data.sites.map((series) => (
        <Thumbnail key={series.objectId} series={series} range={range} site={bySite.get(series.objectId)!} unit={unit} />
      ))}
    </Box>
  );
}
