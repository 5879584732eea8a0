import { TIME_PERIOD_LABELS, type SiteHeaderView } from '@tilth/domain';
import { useMemo, type ReactNode, type Ref } from 'react';
import type { SiteGraphChartHandle } from '../../chart/SiteGraphChart';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { useAfterPaint } from '../../ui/useAfterPaint';
import { LogReadingButton } from '../manualReadings/LogReadingButton';
import { WaitingNotes } from '../offline/outbox';
import { ManualReadingsSection } from '../manualReadings/ManualReadingsSection';
import { GraphChartPanel } from './GraphChartPanel';
import { GraphLegend, type OverlayToggles } from './GraphLegend';
import { GraphLineControls } from './GraphLineControls';
import { GraphNoteChips } from './GraphNoteChips';
import { GraphSystemStatus } from './GraphSystemStatus';
import { siteGraphMessages, tabLabel } from './messages';
import { DataTables } from './panels';
import { isoFromSeconds } from './panels/graphExtrasApi';
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
  /** The phone layout (issue 37): controls in the sheet, the tables closed until opened. */
  phone?: boolean;
}

/** On a phone the chart is lower, so it sits whole on the first screen under the site's header. */
const PHONE_CHART_HEIGHT = 300;

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
  phone = false,
}: GraphLinesViewProps) {
  const t = useT(siteGraphMessages);
  const { tab, frame, extras, timeZone, sideRange } = graph;
  const { toggles, hidden, period } = view;
  // The legend and note chips after the first frame with data: a year's chart is drawn without
  // waiting for their Mantine components (~35 ms of a phone's 250 ms budget, issue 37).
  const besideChart = useAfterPaint(!!graph.data);
  // A grower's own hand-probe and rain-gauge readings (issue 37), after the four tables; memoised, as DataTables is.
  const from = sideRange ? isoFromSeconds(sideRange.from) : null;
  const to = sideRange ? isoFromSeconds(sideRange.to) : null;
  const sections = useMemo(
    () =>
      from && to
        ? [
            {
              title: t('manualReadings'),
              testId: 'section-manual-readings',
              render: () => (
                <ManualReadingsSection
                  siteId={site.objectId}
                  from={from}
                  to={to}
                  timeZone={timeZone}
                  framed={!phone}
                  addButton={<LogReadingButton site={{ siteObjectId: site.objectId, siteName: site.name, timeZone }} />}
                />
              ),
            },
          ]
        : [],
    [from, to, site.objectId, site.name, timeZone, phone, t],
  );
  return (
    <>
      {tab === 'SYS' && <GraphSystemStatus site={site} />}
      {/* On a phone these are in the Graph options sheet: the chart comes first. */}
      {!phone && (
        <GraphLineControls
          site={site}
          graph={graph}
          view={view}
          dialogs={dialogs}
          csv={csv}
          flash={flash}
          onToggle={onToggle}
          onPrint={onPrint}
        />
      )}
      <GraphChartPanel
        loading={graph.query.isFetching}
        loaded={!!graph.data}
        chartHeight={phone ? PHONE_CHART_HEIGHT : undefined}
        x={frame.x}
        series={graph.plotted}
        hidden={hidden}
        primaryRange={graph.primaryRange}
        xRange={graph.xRange}
        overlays={extras.overlays}
        barsPending={extras.barsPending}
        timeZone={timeZone}
        label={t('chartLabel', { tab: tabLabel(tab), site: site.name, period: domainText(TIME_PERIOD_LABELS[period]) })}
        onNotesAt={dialogs.onNotesAt}
        handle={chartHandle}
      />
      {besideChart && <GraphLegend series={frame.series} hidden={hidden} onChange={view.setHidden} />}
      {besideChart && toggles.notes && extras.notes.length > 0 && (
        <GraphNoteChips notes={extras.notes} timeZone={timeZone} onOpen={(id) => dialogs.onNotesAt([id])} />
      )}
      {/* Notes added without a connection, kept on this device until they are sent (issue 37). */}
      <WaitingNotes siteId={site.objectId} />
      {/* Mounted at low priority too: the year's first frame doesn't wait for four tables and their calls. */}
      {sideRange && graph.moistureTables && (
        <DataTables
          siteObjId={site.objectId}
          range={sideRange}
          timeZone={timeZone}
          plantingDate={site.plantingDate}
          irrigationActions={irrigationActions}
          deferred={phone}
          sections={sections}
        />
      )}
    </>
  );
}
