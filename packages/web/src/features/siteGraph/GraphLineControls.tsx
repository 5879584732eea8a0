import type { SiteHeaderView } from '@tilth/domain';
import type { Flash } from '../../ui/flash';
import { GraphControlsRow } from './GraphControlsRow';
import type { OverlayToggles } from './GraphLegend';
import { GraphMeasurementPicker } from './GraphMeasurementPicker';
import { GraphToolbar } from './GraphToolbar';
import { DeleteDataControl } from './panels';
import type { useCsvDownload } from './useCsvDownload';
import type { GraphDialogState } from './useGraphDialogs';
import type { GraphModel } from './useGraphModel';
import type { useGraphViewState } from './useGraphViewState';

export interface GraphLineControlsProps {
  site: SiteHeaderView;
  graph: GraphModel;
  view: ReturnType<typeof useGraphViewState>;
  dialogs: GraphDialogState;
  csv: ReturnType<typeof useCsvDownload>;
  flash: Flash;
  onToggle: (name: keyof OverlayToggles, on: boolean) => void;
  onPrint: () => void;
}

/**
 * A line tab's controls: the Custom/Combined measurement picker, Relative and the overlay switches,
 * and the toolbar. Above the chart on a desktop; in the Graph options sheet on a phone.
 */
export function GraphLineControls({ site, graph, view, dialogs, csv, flash, onToggle, onPrint }: GraphLineControlsProps) {
  const { tab, access, frame, extras, overlayOffers, timeZone } = graph;
  return (
    <>
      {tab === 'COMBINED' && (
        <GraphMeasurementPicker available={graph.groupsWithData} selected={view.measurements} onChange={view.setMeasurements} />
      )}
      <GraphControlsRow
        relative={view.relative}
        relativeApplies={graph.relativeApplies}
        toggles={view.toggles}
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
    </>
  );
}
