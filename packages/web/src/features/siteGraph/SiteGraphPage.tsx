import { Alert, Badge, Box, Button, Group, LoadingOverlay, Paper, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import {
  DELETE_DATA_TABS,
  MAX_ZOOM_Y_CLICKS,
  defaultCustomRange,
  defaultDataType,
  formatExportTime,
  formatNoteTime,
  stackMinus,
  stackOffsets,
  stackPlus,
  stackReset,
  yAxisRange,
  zoomY,
  type SiteHeaderView,
  type SmoothingDataType,
  type TimePeriod,
  type TimeRange,
} from '@tilth/domain';
import { TIME_PERIOD_LABELS } from '@tilth/domain';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { useFlash } from '../../ui/flash';
import { usePreferenceSaver } from '../account/usePreferenceSaver';
import { useSignedInAccount } from '../auth/useAccount';
import { BatteryGauge, SignalBars } from '../siteDetail/RadioStatus';
import { SiteGraphChart, type SiteGraphChartHandle } from './chart/SiteGraphChart';
import { buildSiteCsv, downloadText } from './csvDownload';
import { GddView } from './GddView';
import { GraphFilterBar } from './GraphFilterBar';
import { GraphControls, GraphLegend, type OverlayToggles } from './GraphLegend';
import { GRAPH_LOAD_FAILED, NO_DATA, graphLoadError } from './graphMessages';
import {
  MEASUREMENT_GROUPS,
  RELATIVE_TABS,
  TAB_CODES,
  TAB_GROUPS,
  TAB_LABELS,
  availableGroups,
  availableTabs,
  buildFrame,
  valueExtent,
  type ChartSeries,
  type MeasurementGroup,
  type TabCode,
} from './graphModel';
import { customRangeOf, readGraphSettings, type GraphSettings } from './graphPreference';
import { GraphMeasurementPicker } from './GraphMeasurementPicker';
import { GraphToolbar } from './GraphToolbar';
import { AddNoteModal, DataTables, DeleteDataControl, NoteViewerModal, UpgradeSubscriptionModal } from './panels';
import { useSaveShowNotes } from './panels/graphExtrasApi';
import { chartImageWithHeader } from './printChart';
import './siteGraph.css';
import { useGraphOverlays } from './useGraphOverlays';
import { useGraphSeries } from './useGraphSeries';

const CHART_HEIGHT = 420;
const MOISTURE_TABS: ReadonlySet<TabCode> = new Set(['AW', 'MOIST']);

/**
 * The site graph screen (spec 001 §2.8): tabs per measurement, the filter bar, controls and
 * legend, the chart with its toolbar, and the tables and dialogs around it. What the user may
 * see follows the plan and role (§6): Gold or admin for download, prediction and stages; the
 * GDD tab asks Silver users to upgrade; Delete Data needs the `graphData:delete` permission.
 */
export default function SiteGraphPage() {
  const site = useOutletContext<SiteHeaderView>();
  // A new site (Select a Site) starts from its own saved settings, not the previous site's view.
  return <SiteGraphView key={site.objectId} site={site} />;
}

function SiteGraphView({ site }: { site: SiteHeaderView }) {
  const { profile, preference } = useSignedInAccount();
  const flash = useFlash();
  const savePreference = usePreferenceSaver(profile.objectId, flash);
  const [searchParams, setSearchParams] = useSearchParams();
  const saved = useMemo(() => readGraphSettings(preference, site.objectId), [preference, site.objectId]);

  const admin = profile.role.name === 'tilth_admin';
  const premium = admin || site.plan === 'Gold';
  const gddBlocked = !admin && site.plan === 'Silver';
  const canDelete = profile.permissions.includes('graphData:delete') && site.twigId !== null;

  const [period, setPeriod] = useState<TimePeriod>(saved.timePeriod.name);
  const [custom, setCustom] = useState<TimeRange | null>(() =>
    saved.timePeriod.name === 'CUSTOM' ? (customRangeOf(saved) ?? defaultCustomRange(Math.floor(Date.now() / 1000))) : null,
  );
  const [dataType, setDataType] = useState<SmoothingDataType>(saved.dataType);
  const [relative, setRelative] = useState(saved.displayOptions === 'relative');
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(saved.hiddenSeries));
  const [measurements, setMeasurements] = useState<MeasurementGroup[]>(() =>
    saved.measurements.filter((m): m is MeasurementGroup => (MEASUREMENT_GROUPS as readonly string[]).includes(m)),
  );
  const [toggles, setToggles] = useState<OverlayToggles>({
    rainfall: true,
    irrigation: true,
    stages: true,
    predicted: false,
    notes: site.showNotes ?? false,
  });
  const [stackLevel, setStackLevel] = useState(0);
  const [zoomClicks, setZoomClicks] = useState(0);
  const [saving, setSaving] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [addingNote, setAddingNote] = useState(false);
  const [viewing, setViewing] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const [printJob, setPrintJob] = useState<{ image: string; n: number } | null>(null);
  const printImage = printJob?.image ?? null;
  const chartHandle = useRef<SiteGraphChartHandle | null>(null);
  const saveShowNotes = useSaveShowNotes(site.objectId);

  const query = useGraphSeries(site.objectId, period, custom);
  const { prefetching } = query;
  const data = query.data;
  const timeZone = data?.timeZone ?? 'UTC';
  const range = useMemo(() => (data ? { from: data.from, to: data.to } : null), [data?.from, data?.to]); // eslint-disable-line react-hooks/exhaustive-deps
  // The tables and side calls follow the range at low priority: a period switch draws the chart first.
  const sideRange = useDeferredValue(range);

  // Tabs: only those with data; the requested one (?tab=) when the site has it.
  // A tab, once the site has shown data for it, stays: a range without readings keeps the user's tab
  // (with the no-data message) instead of the tab bar shrinking under them.
  const seenTabs = useRef(new Set<TabCode>());
  for (const t of availableTabs(data, {
    gdd: !!site.crop && !!site.plantingDate,
    predicted: premium && !!site.crop && !!site.plantingDate,
    rainfall: false,
    irrigation: false,
  }))
    seenTabs.current.add(t);
  const tabs = TAB_CODES.filter((t) => seenTabs.current.has(t));
  const requested = (searchParams.get('tab') ?? '').toUpperCase() as TabCode;
  const tab: TabCode =
    tabs.includes(requested) && !(requested === 'GDD' && gddBlocked) ? requested : (tabs.find((t) => t !== 'GDD') ?? 'AW');
  const selectTab = (next: string | null) => {
    if (!next) return;
    if (next === 'GDD' && gddBlocked) {
      setUpgradeOpen(true);
      return;
    }
    setZoomClicks(0);
    setStackLevel(0);
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  const groupsWithData = useMemo(() => availableGroups(data), [data]);
  const groups: MeasurementGroup[] = tab === 'COMBINED' ? measurements : (TAB_GROUPS[tab] ?? []);
  const relativeApplies = tab === 'COMBINED' ? groups.some((g) => g === 'aw' || g === 'moisture') : RELATIVE_TABS.has(tab);
  const temperature = preference.temperature;
  const frame = useMemo(
    () => (data ? buildFrame(data, groups, { relative, dataType, temperature }) : { x: [], series: [] }),
    [data, groups.join(','), relative, dataType, temperature],
  ); // eslint-disable-line react-hooks/exhaustive-deps

  // The stacked view pulls the primary unit's lines apart; other units stay where they are.
  const primaryUnit = frame.series[0]?.unit ?? null;
  const plotted = useMemo<ChartSeries[]>(() => {
    if (stackLevel === 0 || !primaryUnit) return frame.series;
    const visible = frame.series.filter((s) => s.unit === primaryUnit && !hidden.has(s.key));
    const extent = valueExtent(visible, new Set());
    const offsets = stackOffsets(visible.length, stackLevel, extent ? extent.max - extent.min || 1 : 1);
    const offsetOf = new Map(visible.map((s, i) => [s.key, offsets[i]!]));
    return frame.series.map((s) => {
      const offset = offsetOf.get(s.key);
      return offset ? { ...s, values: s.values.map((v) => (v === null || v === undefined ? v : v + offset)) } : s;
    });
  }, [frame, stackLevel, hidden, primaryUnit]);

  const overlayOffers: Record<keyof OverlayToggles, boolean> = {
    rainfall: tab !== 'RAIN',
    irrigation: tab !== 'IRR',
    stages: premium && tab === 'AW' && !!site.plantingDate,
    predicted: premium && tab === 'AW',
    notes: true,
  };
  const extras = useGraphOverlays({
    siteObjId: site.objectId,
    tab,
    range: sideRange,
    data,
    series: frame.series,
    hidden,
    relative: relative && relativeApplies,
    stacked: stackLevel > 0,
    toggles,
    offers: overlayOffers,
  });
  if (extras.hasRainfall) seenTabs.current.add('RAIN');
  if (extras.hasIrrigation) seenTabs.current.add('IRR');
  const visibleTabs = TAB_CODES.filter((t) => seenTabs.current.has(t));

  const primaryRange = useMemo(() => {
    if (!primaryUnit) return null;
    const extent = valueExtent(
      plotted.filter((s) => s.unit === primaryUnit),
      hidden,
    );
    if (!extent) return null;
    const awView = primaryUnit === 'AW %';
    const padded = awView
      ? { min: Math.min(0, extent.min), max: extent.max + (extent.max - extent.min) * 0.03 }
      : {
          min: extent.min - (extent.max - extent.min) * 0.05 || extent.min - 1,
          max: extent.max + (extent.max - extent.min) * 0.05 || extent.max + 1,
        };
    return zoomY(yAxisRange(awView ? 'availableWater' : 'other', padded), zoomClicks);
  }, [plotted, hidden, primaryUnit, zoomClicks]);

  const xRange = useMemo(() => {
    if (!range) return { from: 0, to: 1 };
    const end =
      extras.overlays.predictedAw.length || extras.overlays.predictedRainfall.length
        ? Math.max(range.to, extras.predictionEnd ?? range.to)
        : range.to;
    return { from: range.from, to: end };
  }, [range?.from, range?.to, extras.overlays, extras.predictionEnd]); // eslint-disable-line react-hooks/exhaustive-deps

  const hasLines = plotted.some((s) => !hidden.has(s.key) && s.values.some((v) => v !== null && v !== undefined));
  const hasOverlayBars = extras.overlays.rainfall.length + extras.overlays.irrigation.length > 0;
  const showInchAxis = hasOverlayBars || extras.overlays.predictedRainfall.length > 0;
  const noData = !!data && !hasLines && !hasOverlayBars;

  // Keep the saved period's data type unless the user changes the period (spec 001 §4).
  const choosePeriod = (next: TimePeriod) => {
    setPeriod(next);
    setDataType(defaultDataType(next) as SmoothingDataType);
    setZoomClicks(0);
    if (next === 'CUSTOM' && !custom) setCustom(defaultCustomRange(Math.floor(Date.now() / 1000)));
  };

  const save = async () => {
    setSaving(true);
    const settings: GraphSettings = {
      displayOptions: relative ? 'relative' : 'absolute',
      dataType,
      timePeriod: {
        name: period,
        fromDate: period === 'CUSTOM' ? (custom?.from ?? null) : null,
        toDate: period === 'CUSTOM' ? (custom?.to ?? null) : null,
      },
      hiddenSeries: [...hidden],
      measurements,
    };
    await savePreference({ graph: { [site.objectId]: settings as unknown as Record<string, unknown> } }, 'Graph settings');
    setSaving(false);
  };

  const toggle = (name: keyof OverlayToggles, on: boolean) => {
    setToggles((t) => ({ ...t, [name]: on }));
    if (name === 'notes')
      saveShowNotes.mutate(on, { onError: () => flash.show('error', 'The notes choice could not be saved to the site') });
  };

  const print = () => {
    const canvas = chartHandle.current?.canvas();
    if (!canvas || !range) return;
    const image = chartImageWithHeader(canvas, {
      title: `${site.name} · ${TAB_LABELS[tab]}`,
      lines: [
        `Site ID ${site.siteId} · ${site.farm.name}`,
        `${TIME_PERIOD_LABELS[period]}: ${formatExportTime(range.from, timeZone)} – ${formatExportTime(range.to, timeZone)} (${timeZone})`,
      ],
      legend: frame.series
        .filter((s) => !hidden.has(s.key))
        .map((s) => ({ label: `${s.label} (${s.unit})`, colour: s.colour, dashed: s.dash.length > 0 })),
    });
    setPrintJob((job) => ({ image, n: (job?.n ?? 0) + 1 }));
  };
  useEffect(() => {
    if (!printJob) return;
    document.body.classList.add('printing-graph');
    const done = () => document.body.classList.remove('printing-graph');
    window.addEventListener('afterprint', done, { once: true });
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      done();
    };
  }, [printJob]);

  const download = async () => {
    setDownloading(true);
    try {
      const { fileName, text } = await buildSiteCsv(site.objectId, site.siteId);
      downloadText(fileName, text);
    } catch (error) {
      flash.show('error', graphLoadError(error));
    } finally {
      setDownloading(false);
    }
  };

  const onNotesAt = useCallback((ids: string[]) => setViewing(ids), []);
  const viewedNotes = extras.notes.filter((n) => viewing.includes(n.objectId));
  const error = query.error && !(query.error as { isCancelled?: boolean }).isCancelled ? query.error : null;

  return (
    <Stack gap="md" className="site-graph" data-testid="site-graph">
      {flash.banner}
      {/* The GDD envelope covers the season from planting: period and smoothing don't apply to it. */}
      {tab !== 'GDD' && (
        <GraphFilterBar
          period={period}
          custom={custom}
          dataType={dataType}
          relative={relative}
          relativeApplies={relativeApplies}
          timeZone={timeZone}
          saving={saving}
          onPeriod={choosePeriod}
          onCustom={(next) => setCustom(next)}
          onDataType={setDataType}
          onRelative={setRelative}
          onSave={() => void save()}
        />
      )}
      {prefetching && (
        <Alert color="blue" variant="light" py={6} className="graph-no-print" aria-live="polite" data-testid="prefetching">
          Prefetching
        </Alert>
      )}
      <Tabs value={tab} onChange={selectTab} keepMounted={false} className="graph-no-print">
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }} aria-label="Measurements">
          {(data ? visibleTabs : []).map((code) => (
            <Tabs.Tab
              key={code}
              value={code}
              style={{ whiteSpace: 'nowrap' }}
              rightSection={code === 'GDD' && gddBlocked ? <IconLock size={14} aria-label="Needs a Gold plan" /> : undefined}
            >
              {code === 'COMBINED' ? (
                TAB_LABELS[code]
              ) : (
                <>
                  <Text span fw={700} size="sm">
                    {code}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {TAB_LABELS[code]}
                  </Text>
                </>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {error ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title={GRAPH_LOAD_FAILED === graphLoadError(error) ? undefined : 'The graph could not be loaded'}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <span>{graphLoadError(error)}</span>
            <Button size="compact-sm" variant="white" color="red" onClick={query.retry}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : tab === 'GDD' ? (
        <GddView siteObjId={site.objectId} timeZone={timeZone} stages={premium} />
      ) : (
        <>
          {tab === 'SYS' && (
            <Group gap="xl" data-testid="system-status">
              <SignalBars signal={site.signal} />
              <BatteryGauge battery={site.battery} />
              <Text size="sm" c="dimmed">
                Signal shows ‘no value’ when its newest reading is more than a day old.
              </Text>
            </Group>
          )}
          {tab === 'COMBINED' && <GraphMeasurementPicker available={groupsWithData} selected={measurements} onChange={setMeasurements} />}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <GraphControls
              relative={relative}
              relativeApplies={relativeApplies}
              toggles={toggles}
              offers={{ ...overlayOffers, stages: overlayOffers.stages && extras.hasStages }}
              onRelative={setRelative}
              onToggle={toggle}
            />
            {extras.bandDepth !== null && (
              <Text size="xs" c="dimmed" data-testid="band-caption">
                Colour bands: the {extras.bandDepth} in sensor’s thresholds
              </Text>
            )}
            {(tab === 'RAIN' || extras.overlays.rainfall.length > 0) && extras.rainfallSimulated && (
              <Badge variant="light" color="gray" title="Rainfall comes from the simulated weather model">
                Rainfall: simulated weather
              </Badge>
            )}
          </Group>
          <GraphToolbar
            stackLevel={stackLevel}
            zoomClicks={zoomClicks}
            canStack={frame.series.length > 1}
            downloading={downloading}
            canDownload={premium}
            onStack={(action) =>
              setStackLevel((level) => (action === 'plus' ? stackPlus(level) : action === 'minus' ? stackMinus(level) : stackReset()))
            }
            onZoomY={() => setZoomClicks((c) => Math.min(MAX_ZOOM_Y_CLICKS, c + 1))}
            onZoomReset={() => setZoomClicks(0)}
            onPrint={print}
            onDownload={() => void download()}
            onAddNote={() => setAddingNote(true)}
            deleteControl={
              canDelete && (DELETE_DATA_TABS as readonly string[]).includes(tab) ? (
                <DeleteDataControl siteObjId={site.objectId} twigId={site.twigId!} timeZone={timeZone} onMessage={flash.show} />
              ) : null
            }
          />
          <Paper withBorder radius="md" p="sm" pos="relative" className="graph-chart-panel">
            <LoadingOverlay
              visible={query.isFetching}
              zIndex={5}
              overlayProps={{ backgroundOpacity: 0.35 }}
              loaderProps={{ 'aria-label': 'Loading the graph' } as Record<string, string>}
            />
            {!data ? (
              <Box h={CHART_HEIGHT} aria-busy="true" />
            ) : noData ? (
              <Stack h={CHART_HEIGHT} align="center" justify="center">
                <Text c="dimmed" data-testid="graph-no-data">
                  {NO_DATA}
                </Text>
              </Stack>
            ) : (
              <SiteGraphChart
                x={frame.x}
                series={plotted}
                hidden={hidden}
                primaryRange={primaryRange}
                xRange={xRange}
                overlays={extras.overlays}
                showInchAxis={showInchAxis}
                timeZone={timeZone}
                height={CHART_HEIGHT}
                label={`${TAB_LABELS[tab]} of ${site.name}, ${TIME_PERIOD_LABELS[period]}`}
                onNotesAt={onNotesAt}
                handle={chartHandle}
              />
            )}
          </Paper>
          <GraphLegend series={frame.series} hidden={hidden} onChange={setHidden} />
          {toggles.notes && extras.notes.length > 0 && (
            <Group gap="xs" wrap="wrap" aria-label="Notes in this range" className="graph-no-print">
              <Text size="sm" fw={600}>
                Notes:
              </Text>
              {extras.notes.map((n) => (
                <UnstyledButton key={n.objectId} onClick={() => setViewing([n.objectId])} className="graph-note-chip">
                  {formatNoteTime(Math.floor(Date.parse(n.timestamp) / 1000), timeZone)} ·{' '}
                  {n.note.length > 32 ? `${n.note.slice(0, 32)}…` : n.note}
                </UnstyledButton>
              ))}
            </Group>
          )}
          {range && (MOISTURE_TABS.has(tab) || (tab === 'COMBINED' && groups.some((g) => g === 'aw' || g === 'moisture'))) && (
            <DataTables siteObjId={site.objectId} range={sideRange ?? range} timeZone={timeZone} plantingDate={site.plantingDate} />
          )}
        </>
      )}
      {printImage && (
        <img src={printImage} alt={`Printable graph of ${site.name}`} className="graph-print-image" data-testid="graph-print-image" />
      )}
      <UpgradeSubscriptionModal opened={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
      <AddNoteModal
        siteObjId={site.objectId}
        opened={addingNote}
        onClose={() => setAddingNote(false)}
        timeZone={timeZone}
        onAdded={() => setToggles((t) => (t.notes ? t : { ...t, notes: true }))}
      />
      {viewedNotes.length > 0 && (
        <NoteViewerModal notes={viewedNotes} timeZone={timeZone} siteObjId={site.objectId} onClose={() => setViewing([])} />
      )}
    </Stack>
  );
}
