import { Alert, Badge, Button, Group, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GddEnvelopeView } from '@tilth/domain';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { chartPalette, chartScheme } from '../../ui/charts/chartPalette';
import { UPlotChart } from '../../ui/charts/UPlotChart';
import { AXIS_STYLE } from '../../chart/chartOptions';
import { drawStageMarks } from '../../chart/chartOverlays';
import { chartZonedDate } from '../../chart/chartZonedDate';
import { intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { chartMessages } from '../../chart/chartMessages';
import { fetchGddEnvelope, graphKeys, recomputeGddEnvelope } from './graphApi';
import { graphLoadError } from './graphMessages';
import { siteGraphMessages } from './messages';

/** This season's line: deep blue on white, a lighter blue (5:1) on the dark page. */
const GDD_SEASON = { light: '#175c93', dark: '#4a9be0' } as const;

function gddData(envelope: GddEnvelopeView): uPlot.AlignedData {
  const rows = envelope.absolute;
  return [
    rows.map((r) => Math.floor(Date.parse(r.xValue) / 1000)),
    rows.map((r) => r.agddEnvelopeMax),
    rows.map((r) => r.agddEnvelopeMin),
    rows.map((r) => r.agddEnvelopeAvg),
    rows.map((r) => r.agdd),
  ];
}

/**
 * The GDD Envelope view (spec 001 §2.8): this season's accumulated growing degree days against
 * the range of past seasons (min–max band, average dashed), growth stages as labelled lines, and
 * Recalculate Envelope.
 */
export function GddView({ siteObjId, timeZone, stages }: { siteObjId: string; timeZone: string; stages: boolean }) {
  const t = useT(siteGraphMessages);
  const tChart = useT(chartMessages);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: graphKeys.gdd(siteObjId),
    queryFn: ({ signal }) => fetchGddEnvelope(siteObjId, signal),
    staleTime: 15 * 60_000,
  });
  const recompute = useMutation({
    mutationFn: () => recomputeGddEnvelope(siteObjId),
    onSuccess: (answer) => {
      const fresh = answer.find((a) => a.gddEnvelope)?.gddEnvelope;
      if (fresh) queryClient.setQueryData(graphKeys.gdd(siteObjId), fresh);
      else void queryClient.invalidateQueries({ queryKey: graphKeys.gdd(siteObjId) });
    },
  });
  const envelope = query.data;
  const unit = envelope?.unit === 'C' ? '°C·d' : '°F·d';
  const stageMarks = useMemo(
    () => (stages ? (envelope?.stageData ?? []).map((s) => ({ t: Math.floor(Date.parse(s.xValue) / 1000), label: s.stageName })) : []),
    [envelope, stages],
  );
  // uPlot draws its legend's markers once: a new scheme builds the chart again (a rare, small rebuild).
  const scheme = useComputedColorScheme('light');
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      tzDate: (ts) => chartZonedDate(ts, timeZone),
      // Names only: values follow the cursor, so an idle legend would read '--'.
      legend: { show: true, live: false },
      cursor: { points: { show: false } },
      scales: { x: { time: true } },
      // Axes and the average in the page's scheme, read at draw time (chartPalette.ts).
      axes: [AXIS_STYLE, { ...AXIS_STYLE, label: t('gddAxis', { unit }), labelSize: 20, size: 60 }],
      bands: [{ series: [1, 2], fill: 'rgba(102, 185, 45, 0.18)' }],
      series: [
        {},
        { label: t('gddEnvelopeMax'), stroke: '#66b92d', width: 1 },
        { label: t('gddEnvelopeMin'), stroke: '#66b92d', width: 1 },
        { label: t('gddEnvelopeAverage'), stroke: () => chartPalette().axis, width: 1, dash: [10, 6] },
        { label: t('gddThisSeason'), stroke: () => GDD_SEASON[chartScheme()], width: 3 },
      ],
      hooks: { draw: [(u: uPlot) => drawStageMarks(u, stageMarks, chartPalette().stage)] },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scheme: the markers' colours are read from the page when built
    [unit, stageMarks, timeZone, scheme, t],
  );
  const data = useMemo(() => (envelope ? gddData(envelope) : ([[]] as unknown as uPlot.AlignedData)), [envelope]);

  return (
    <Stack gap="sm" data-testid="gdd-view">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>{t('gddTitle')}</Text>
          {envelope?.simulated && (
            <Badge variant="light" color="gray" title={t('gddSimulatedTitle')}>
              {t('simulatedWeather')}
            </Badge>
          )}
        </Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={recompute.isPending}
          onClick={() => recompute.mutate()}
          className="graph-no-print"
        >
          {t('recalculateEnvelope')}
        </Button>
      </Group>
      {recompute.error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {graphLoadError(recompute.error)}
        </Alert>
      )}
      {query.error ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {graphLoadError(query.error)}
        </Alert>
      ) : query.isPending ? (
        <Text c="dimmed" aria-busy="true">
          {t('loadingGdd')}
        </Text>
      ) : !envelope || envelope.absolute.length === 0 ? (
        <Text c="dimmed">{tChart('noData')}</Text>
      ) : (
        <>
          <UPlotChart options={options} data={data} height={380} label={t('gddChartLabel', { unit })} data-testid="gdd-chart" />
          {stages && envelope.stageData.length > 0 && (
            <Group gap="xs" wrap="wrap" aria-label={t('growthStages')}>
              {envelope.stageData.map((s) => (
                <Badge key={s.stageName + s.xValue} variant="outline" color="grape">
                  {s.stageName} · {new Date(s.xValue).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone })}
                </Badge>
              ))}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
