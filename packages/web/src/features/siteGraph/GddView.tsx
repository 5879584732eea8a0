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
import { fetchGddEnvelope, graphKeys, recomputeGddEnvelope } from './graphApi';
import { graphLoadError } from './graphMessages';

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
      axes: [AXIS_STYLE, { ...AXIS_STYLE, label: `Accumulated GDD (${unit})`, labelSize: 20, size: 60 }],
      bands: [{ series: [1, 2], fill: 'rgba(102, 185, 45, 0.18)' }],
      series: [
        {},
        { label: 'Envelope max', stroke: '#66b92d', width: 1 },
        { label: 'Envelope min', stroke: '#66b92d', width: 1 },
        { label: 'Envelope average', stroke: () => chartPalette().axis, width: 1, dash: [10, 6] },
        { label: 'This season', stroke: () => GDD_SEASON[chartScheme()], width: 3 },
      ],
      hooks: { draw: [(u: uPlot) => drawStageMarks(u, stageMarks, chartPalette().stage)] },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scheme: the markers' colours are read from the page when built
    [unit, stageMarks, timeZone, scheme],
  );
  const data = useMemo(() => (envelope ? gddData(envelope) : ([[]] as unknown as uPlot.AlignedData)), [envelope]);

  return (
    <Stack gap="sm" data-testid="gdd-view">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>GDD Envelope</Text>
          {envelope?.simulated && (
            <Badge variant="light" color="gray" title="Daily temperatures come from the simulated weather model">
              Simulated weather
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
          Recalculate Envelope
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
          Loading the GDD envelope…
        </Text>
      ) : !envelope || envelope.absolute.length === 0 ? (
        <Text c="dimmed">No data available for the selected date range</Text>
      ) : (
        <>
          <UPlotChart
            options={options}
            data={data}
            height={380}
            label={`Accumulated growing degree days this season against past seasons, in ${unit}`}
            data-testid="gdd-chart"
          />
          {stages && envelope.stageData.length > 0 && (
            <Group gap="xs" wrap="wrap" aria-label="Growth stages">
              {envelope.stageData.map((s) => (
                <Badge key={s.stageName + s.xValue} variant="outline" color="grape">
                  {s.stageName} · {new Date(s.xValue).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone })}
                </Badge>
              ))}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
