import { Alert, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SiteHeaderView } from '@tilth/domain';
import { useMemo, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { useT } from '../../i18n/useT';
import { useFlash } from '../../ui/flash';
import { useSignedInAccount } from '../auth/useAccount';
import { LogIrrigationButton } from '../planner/LogIrrigationButton';
import { GddView } from './GddView';
import { GraphDialogs } from './GraphDialogs';
import { GraphFilterBar } from './GraphFilterBar';
import type { OverlayToggles } from './GraphLegend';
import { GraphLineControls } from './GraphLineControls';
import { GraphLinesView } from './GraphLinesView';
import { GraphLoadError } from './GraphLoadError';
import { GraphOptionsSheet } from './GraphOptionsSheet';
import { GraphPhoneBar } from './GraphPhoneBar';
import { GraphStaleNotice } from './GraphStaleNotice';
import { GraphTabBar } from './GraphTabBar';
import { siteGraphMessages, tabLabel } from './messages';
import { graphPrintHeader } from './printChart';
import './siteGraph.css';
import { useCsvDownload } from './useCsvDownload';
import { useGraphDialogs } from './useGraphDialogs';
import { useGraphModel } from './useGraphModel';
import { useGraphSettingsSaver } from './useGraphSettingsSaver';
import { useGraphViewState } from './useGraphViewState';
import { usePhoneLayout } from './usePhoneLayout';
import { usePrintChart } from './usePrintChart';

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
  const t = useT(siteGraphMessages);
  const { profile, preference } = useSignedInAccount();
  const flash = useFlash();
  const view = useGraphViewState(site, preference);
  const saver = useGraphSettingsSaver(profile.objectId, site.objectId, flash);
  const { chartHandle, printImage, print } = usePrintChart();
  const csv = useCsvDownload(site, flash);
  const dialogs = useGraphDialogs();
  const graph = useGraphModel(site, view, preference.temperature, dialogs.openUpgrade);
  const { tab, timeZone, range } = graph;
  const { relative, period } = view;

  const toggle = (name: keyof OverlayToggles, on: boolean) => {
    view.toggle(name, on);
    if (name === 'notes') saver.saveShowNotes(on);
  };
  const printGraph = () => {
    if (range)
      void print(
        graphPrintHeader({ site, tabLabel: tabLabel(tab), period, range, timeZone, series: graph.frame.series, hidden: view.hidden }),
      );
  };
  const logIrrigation = useLogIrrigation(site);

  const phone = usePhoneLayout();
  const [sheetOpened, sheet] = useDisclosure(false);
  // The GDD envelope covers the season from planting: period and smoothing don't apply to it.
  const filterBar = (inSheet: boolean): ReactNode =>
    tab === 'GDD' ? null : (
      <GraphFilterBar
        sheet={inSheet}
        period={period}
        custom={view.custom}
        dataType={view.dataType}
        relative={relative}
        relativeApplies={graph.relativeApplies}
        timeZone={timeZone}
        saving={saver.saving}
        // In the sheet a preset period closes it, so the redrawn chart is in sight at once.
        onPeriod={(next) => {
          view.choosePeriod(next);
          if (inSheet && next !== 'CUSTOM') sheet.close();
        }}
        onCustom={(range) => {
          view.setCustom(range);
          if (inSheet) sheet.close();
        }}
        onDataType={view.setDataType}
        onRelative={view.setRelative}
        onSave={() => void saver.save(view.settings())}
      />
    );

  return (
    <Stack gap={phone ? 'sm' : 'md'} className="site-graph" data-testid="site-graph" data-layout={phone ? 'phone' : 'desktop'}>
      {flash.banner}
      {!phone && filterBar(false)}
      {!phone && graph.query.prefetching && (
        <Alert color="blue" variant="light" py={6} className="graph-no-print" aria-live="polite" data-testid="prefetching">
          {t('loadingYear')}
        </Alert>
      )}
      <GraphTabBar tab={tab} tabs={graph.data ? graph.visibleTabs : []} gddBlocked={graph.access.gddBlocked} onChange={graph.tabs.select} />
      <GraphStaleNotice lastUpdated={site.lastUpdated} />
      {phone && tab !== 'GDD' && <GraphPhoneBar period={period} loadingYear={graph.query.prefetching} onOpen={sheet.open} />}
      {phone && (
        <GraphOptionsSheet opened={sheetOpened} onClose={sheet.close}>
          {filterBar(true)}
          {!graph.error && tab !== 'GDD' && (
            <GraphLineControls
              site={site}
              graph={graph}
              view={view}
              dialogs={dialogs}
              csv={csv}
              flash={flash}
              onToggle={toggle}
              onPrint={printGraph}
            />
          )}
        </GraphOptionsSheet>
      )}

      {graph.error ? (
        <GraphLoadError error={graph.error} onRetry={graph.query.retry} />
      ) : tab === 'GDD' ? (
        <GddView siteObjId={site.objectId} timeZone={timeZone} stages={graph.access.stages} />
      ) : (
        <GraphLinesView
          site={site}
          graph={graph}
          view={view}
          dialogs={dialogs}
          csv={csv}
          flash={flash}
          chartHandle={chartHandle}
          irrigationActions={logIrrigation}
          onToggle={toggle}
          onPrint={printGraph}
          phone={phone}
        />
      )}
      {printImage && (
        <img
          src={printImage}
          alt={t('printableGraph', { site: site.name })}
          className="graph-print-image"
          data-testid="graph-print-image"
        />
      )}
      <GraphDialogs
        dialogs={dialogs}
        siteObjId={site.objectId}
        timeZone={timeZone}
        notes={graph.extras.notes}
        onNoteAdded={view.showNotes}
      />
    </Stack>
  );
}

/** The irrigation planner's Log irrigation (issue 29), beside the Applied Irrigation table; memoised with the tables. */
function useLogIrrigation(site: SiteHeaderView) {
  const canLog = site.allowedActions.includes('irrigation:log');
  return useMemo(
    () => (canLog ? <LogIrrigationButton site={{ siteObjectId: site.objectId, siteName: site.name }} /> : null),
    [canLog, site.objectId, site.name],
  );
}
