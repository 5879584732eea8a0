import { Alert, Stack } from '@mantine/core';
import { TIME_PERIOD_LABELS, type SiteHeaderView } from '@tilth/domain';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useOutletContext } from 'react-router';
import { useFlash } from '../../ui/flash';
import { useSignedInAccount } from '../auth/useAccount';
import { LogIrrigationButton } from '../planner/LogIrrigationButton';
import { GddView } from './GddView';
import { GraphChartPanel } from './GraphChartPanel';
import { GraphFilterBar } from './GraphFilterBar';
import { GraphControlsRow } from './GraphControlsRow';
import { GraphLegend, type OverlayToggles } from './GraphLegend';
import { GraphLoadError } from './GraphLoadError';
import { GraphMeasurementPicker } from './GraphMeasurementPicker';
import { GraphNoteChips } from './GraphNoteChips';
import { GraphStaleNotice } from './GraphStaleNotice';
import { GraphSystemStatus } from './GraphSystemStatus';
import { GraphTabBar } from './GraphTabBar';
import { GraphToolbar } from './GraphToolbar';
import { graphAccess } from './model/graphAccess';
import { TAB_LABELS, availableGroups } from './model/measurementTabs';
import { tabView } from './model/tabView';
import { AddNoteModal, DataTables, DeleteDataControl, NoteViewerModal, UpgradeSubscriptionModal } from './panels';
import { graphPrintHeader } from './printChart';
import './siteGraph.css';
import { useCsvDownload } from './useCsvDownload';
import { useGraphFrame } from './useGraphFrame';
import { useGraphOverlays } from './useGraphOverlays';
import { useGraphSeries } from './useGraphSeries';
import { useGraphSettingsSaver } from './useGraphSettingsSaver';
import { useGraphTabs } from './useGraphTabs';
import { useGraphViewState } from './useGraphViewState';
import { useTemplateBands } from './useTemplateBands';
import { usePrintChart } from './usePrintChart';
import { useDataRange, useXRange } from './useTimeRanges';

/**
 * The site graph screen (spec 001 §2.8): tabs per measurement, the filter bar, controls and
 * legend, the chart with its toolbar, and the tables and dialogs around it. What the user may
 * see follows the plan and role (§6) as the API's policy allows it on this site (the header's
 * allowedActions): download, prediction, stages, GDD (else the tab asks to upgrade), Delete Data.
 */
export default function SiteGraphPage() {
  const site = useOutletContext<SiteHeaderView>();
  // A new site (Select a Site) starts from its own saved settings, not the previous site's view.
  return <SiteGraphView key={site.objectId} site={site} />;
}

function SiteGraphView({ site }: { site: SiteHeaderView }) {
  const { profile, preference } = useSignedInAccount();
  const flash = useFlash();
  const access = graphAccess(site);
  const { gddBlocked, canDelete } = access;

  const view = useGraphViewState(site, preference);
  const saver = useGraphSettingsSaver(profile.objectId, site.objectId, flash);
  const { chartHandle, printImage, print } = usePrintChart();
  const csv = useCsvDownload(site, flash);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [addingNote, setAddingNote] = useState(false);
  const [viewing, setViewing] = useState<string[]>([]);

  const query = useGraphSeries(site.objectId, view.period, view.custom);
  const data = query.data;
  const timeZone = data?.timeZone ?? 'UTC';
  const range = useDataRange(data);
  // The tables and side calls follow the range at low priority: a period switch draws the chart first.
  const sideRange = useDeferredValue(range);

  const cropped = !!site.crop && !!site.plantingDate;
  const tabs = useGraphTabs(data, {
    gdd: cropped,
    predicted: access.prediction && cropped,
    gddBlocked,
    onLocked: () => setUpgradeOpen(true),
    onSwitch: view.resetScale,
  });
  const tab = tabs.tab;

  const groupsWithData = useMemo(() => availableGroups(data), [data]);
  const { groups, relativeApplies, overlayOffers, moistureTables, deletable } = tabView(tab, view.measurements, {
    stages: access.stages,
    prediction: access.prediction,
    plantingDate: site.plantingDate,
  });
  const { hidden, toggles, relative, period } = view;
  const { frame, plotted, primaryRange } = useGraphFrame(data, groups, { ...view, temperature: preference.temperature });

  const bandsByTemplate = relative && relativeApplies && (tab === 'AW' || tab === 'MOIST' || tab === 'PRED');
  const templateBands = useTemplateBands(site.objectId, sideRange, timeZone, bandsByTemplate && cropped);
  const extras = useGraphOverlays({
    siteObjId: site.objectId,
    tab,
    range: sideRange,
    data,
    series: frame.series,
    hidden,
    relative: relative && relativeApplies,
    stacked: view.stackLevel > 0,
    toggles,
    offers: overlayOffers,
    templateBands: bandsByTemplate ? templateBands : null,
  });
  const visibleTabs = tabs.shown(extras);
  const xRange = useXRange(range, extras.overlays, extras.predictionEnd);

  const toggle = (name: keyof OverlayToggles, on: boolean) => {
    view.toggle(name, on);
    if (name === 'notes') saver.saveShowNotes(on);
  };
  const printGraph = () => {
    if (range) print(graphPrintHeader({ site, tabLabel: TAB_LABELS[tab], period, range, timeZone, series: frame.series, hidden }));
  };

  const onNotesAt = useCallback((ids: string[]) => setViewing(ids), []);
  // The irrigation planner's Log irrigation (issue 29), beside the Applied Irrigation table; memoised with the tables.
  const canLog = site.allowedActions.includes('irrigation:log');
  const logIrrigation = useMemo(
    () => (canLog ? <LogIrrigationButton site={{ siteObjectId: site.objectId, siteName: site.name }} /> : null),
    [canLog, site.objectId, site.name],
  );
  const viewedNotes = extras.notes.filter((n) => viewing.includes(n.objectId));
  const error = query.error && !(query.error as { isCancelled?: boolean }).isCancelled ? query.error : null;

  return (
    <Stack gap="md" className="site-graph" data-testid="site-graph">
      {flash.banner}
      {/* The GDD envelope covers the season from planting: period and smoothing don't apply to it. */}
      {tab !== 'GDD' && (
        <GraphFilterBar
          period={period}
          custom={view.custom}
          dataType={view.dataType}
          relative={relative}
          relativeApplies={relativeApplies}
          timeZone={timeZone}
          saving={saver.saving}
          onPeriod={view.choosePeriod}
          onCustom={view.setCustom}
          onDataType={view.setDataType}
          onRelative={view.setRelative}
          onSave={() => void saver.save(view.settings())}
        />
      )}
      {query.prefetching && (
        <Alert color="blue" variant="light" py={6} className="graph-no-print" aria-live="polite" data-testid="prefetching">
          Prefetching
        </Alert>
      )}
      <GraphTabBar tab={tab} tabs={data ? visibleTabs : []} gddBlocked={gddBlocked} onChange={tabs.select} />
      <GraphStaleNotice lastUpdated={site.lastUpdated} />

      {error ? (
        <GraphLoadError error={error} onRetry={query.retry} />
      ) : tab === 'GDD' ? (
        <GddView siteObjId={site.objectId} timeZone={timeZone} stages={access.stages} />
      ) : (
        <>
          {tab === 'SYS' && <GraphSystemStatus site={site} />}
          {tab === 'COMBINED' && (
            <GraphMeasurementPicker available={groupsWithData} selected={view.measurements} onChange={view.setMeasurements} />
          )}
          <GraphControlsRow
            relative={relative}
            relativeApplies={relativeApplies}
            toggles={toggles}
            offers={{ ...overlayOffers, stages: overlayOffers.stages && extras.hasStages }}
            onRelative={view.setRelative}
            onToggle={toggle}
            bandDepth={extras.bandDepth}
            simulatedRainfall={(tab === 'RAIN' || extras.overlays.rainfall.length > 0) && extras.rainfallSimulated}
          />
          <GraphToolbar
            stackLevel={view.stackLevel}
            zoomClicks={view.zoomClicks}
            canStack={frame.series.length > 1}
            downloading={csv.downloading}
            canDownload={access.download}
            onStack={view.stack}
            onZoomY={view.zoomY}
            onZoomReset={view.resetZoom}
            onPrint={printGraph}
            onDownload={() => void csv.download()}
            onAddNote={() => setAddingNote(true)}
            deleteControl={
              canDelete && deletable ? (
                <DeleteDataControl siteObjId={site.objectId} twigId={site.twigId!} timeZone={timeZone} onMessage={flash.show} />
              ) : null
            }
          />
          <GraphChartPanel
            loading={query.isFetching}
            loaded={!!data}
            x={frame.x}
            series={plotted}
            hidden={hidden}
            primaryRange={primaryRange}
            xRange={xRange}
            overlays={extras.overlays}
            timeZone={timeZone}
            label={`${TAB_LABELS[tab]} of ${site.name}, ${TIME_PERIOD_LABELS[period]}`}
            onNotesAt={onNotesAt}
            handle={chartHandle}
          />
          <GraphLegend series={frame.series} hidden={hidden} onChange={view.setHidden} />
          {toggles.notes && extras.notes.length > 0 && (
            <GraphNoteChips notes={extras.notes} timeZone={timeZone} onOpen={(id) => setViewing([id])} />
          )}
          {/* Mounted at low priority too: the year's first frame doesn't wait for four tables and their calls. */}
          {sideRange && moistureTables && (
            <DataTables
              siteObjId={site.objectId}
              range={sideRange}
              timeZone={timeZone}
              plantingDate={site.plantingDate}
              irrigationActions={logIrrigation}
            />
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
        onAdded={view.showNotes}
      />
      {viewedNotes.length > 0 && (
        <NoteViewerModal notes={viewedNotes} timeZone={timeZone} siteObjId={site.objectId} onClose={() => setViewing([])} />
      )}
    </Stack>
  );
}
