import { TIME_PERIOD_LABELS, type SiteHeaderView } from '@tilth/domain';
import type { ReactNode, Ref } from 'react';
import type { SiteGraphChartHandle } from '../../chart/SiteGraphChart';
import type { Flash } from '../../ui/flash';
import { GraphChartPanel } from './GraphChartPanel';
import { GraphControlsRow } from './GraphControlsRow';
import { GraphLegend, type OverlayToggles } from './GraphLegend';
import { GraphMeasurementPicker } from './GraphMeasurementPicker';
import { GraphNoteChips } from './GraphNoteChips';
import { GraphSystemStatus } from './GraphSystemStatus';
import { GraphToolbar } from './GraphToolbar';
import { TAB_LABELS } from './model/measurementTabs';
import { DataTables, DeleteDataControl } from './panels';
import type { useCsvDownload } from './useCsvDownload';
import type { GraphDialogState } from './useGraphDialogs';
import type { GraphModel } from './useGraphModel';
import type { useGraphViewState } from './useGraphViewState';

export interface GraphLinesViewProps {
  site: SiteHeaderView;
  graph: GraphModel;
  view: ReturnType<typeof useGraphViewState>;
  dialogs: GraphDialogState;
  csv: ReturnType<typeof useCsvDownload>;
  flash: Flash;
  chartHandle: Ref<SiteGraphChartHandle>;
  /** The irrigation planner's Log irrigation, beside the Applied Irrigation table (null: not allowed). */
  irrigationActions: ReactNode;
  onToggle: (name: keyof OverlayToggles, on: boolean) => void;
  onPrint: () => void;
}

/**
 * A line tab's body (every tab but GDD): system status or the measurement picker where the tab has
 * one, the controls and toolbar, the chart with its legend and note chips, and the tables below.
 */
export function GraphLinesView({
  site,
  graph,
  view,
  dialogs,
  csv,
  flash,
  chartHandle,
  irrigationActions,
  onToggle,
  onPrint,
}: GraphLinesViewProps) {
  const { tab, access, frame, extras, overlayOffers, timeZone, sideRange } = graph;
  const { relative, toggles, hidden, period } = view;
  return (
    <>
      {tab === 'SYS' && <GraphSystemStatus site={site} />}
      {tab === 'COMBINED' && (
        <GraphMeasurementPicker available={graph.groupsWithData} selected={view.measurements} onChange={view.setMeasurements} />
      )}
      <GraphControlsRow
        relative={relative}
        relativeApplies={graph.relativeApplies}
        toggles={toggles}
        offers={{ ...overlayOffers, stages: overlayOffers.stages && extras.hasStages }}
        onRelative={view.setRelative}
        onToggle={onToggle}
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
        onPrint={onPrint}
        onDownload={() => void csv.download()}
        onAddNote={dialogs.openAddNote}
        deleteControl={
          access.canDelete && graph.deletable ? (
            <DeleteDataControl siteObjId={site.objectId} twigId={site.twigId!} timeZone={timeZone} onMessage={flash.show} />
          ) : null
        }
      />
      <GraphChartPanel
        loading={graph.query.isFetching}
        loaded={!!graph.data}
        x={frame.x}
        series={graph.plotted}
        hidden={hidden}
        primaryRange={graph.primaryRange}
        xRange={graph.xRange}
        overlays={extras.overlays}
        timeZone={timeZone}
        label={`${TAB_LABELS[tab]} of ${site.name}, ${TIME_PERIOD_LABELS[period]}`}
        onNotesAt={dialogs.onNotesAt}
        handle={chartHandle}
      />
      <GraphLegend series={frame.series} hidden={hidden} onChange={view.setHidden} />
      {toggles.notes && extras.notes.length > 0 && (
        <GraphNoteChips notes={extras.notes} timeZone={timeZone} onOpen={(id) => dialogs.onNotesAt([id])} />
      )}
      {/* Mounted at low priority too: the year's first frame doesn't wait for four tables and their calls. */}
      {sideRange && graph.moistureTables && (
        <DataTables
          siteObjId={site.objectId}
          range={sideRange}
          timeZone={timeZone}
          plantingDate={site.plantingDate}
          irrigationActions={irrigationActions}
        />
      )}
    </>
  );
}
