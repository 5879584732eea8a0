import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RecomputeMode, type RecomputeStatus, THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { errorText } from '../../ui/apiMessages';
import { dailyValuesMessages } from './messages';
import { graphExtrasKeys } from '../siteGraph/panels/graphExtrasApi';
import { templateBandKeys } from '../siteGraph/useTemplateBands';
import { fetchRecomputeStatus, startRecompute } from './recomputeApi';

const POLL_MS = 1000;
const running = (status: RecomputeStatus | undefined) => status?.state === 'queued' || status?.state === 'running';

export interface RecomputeDialog {
  title: string;
  message: string;
}

/**
 * Recompute future values / all values (spec 001 §2.9, §8): starts the site's job, shows
 * 'Update In Progress!' while it runs (polling its state), then the result. A second request
 * while one runs is refused by the server; its message is shown.
 */
export function useRecompute(siteObjId: string, initial: RecomputeStatus) {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState<RecomputeMode | null>(null);
  const [watching, setWatching] = useState(running(initial));
  const [dialog, setDialog] = useState<RecomputeDialog | null>(null);
  const status = useQuery({
    queryKey: [...templateBandKeys.page(siteObjId), 'recompute'],
    queryFn: ({ signal }) => fetchRecomputeStatus(siteObjId, signal),
    enabled: watching,
    refetchInterval: (query) => (running(query.state.data) || !query.state.data ? POLL_MS : false),
    initialData: initial,
    staleTime: 0,
  });
  const asked = useRef(false);

  const current = status.data;
  useEffect(() => {
    if (!watching || running(current)) return;
    setWatching(false);
    if (!asked.current) return;
    asked.current = false;
    if (current?.state === 'done') {
      const done = domainText(THRESHOLD_PAGE_MESSAGES.updateSuccessful);
      const message =
        current.days === null ? done : translate(dailyValuesMessages, 'daysRecomputed', { message: done, days: current.days });
      setDialog({ title: domainText(THRESHOLD_PAGE_MESSAGES.updateSuccessfulTitle), message });
    } else if (current?.state === 'failed') {
      const failed = domainText(THRESHOLD_PAGE_MESSAGES.saveFailed);
      setDialog({ title: failed, message: current.message ?? failed });
    }
    void queryClient.invalidateQueries({ queryKey: templateBandKeys.page(siteObjId), exact: true });
    void queryClient.invalidateQueries({ queryKey: graphExtrasKeys.all(siteObjId) });
    void queryClient.invalidateQueries({ queryKey: ['sites'] });
  }, [watching, current, queryClient, siteObjId]);

  const start = async (mode: RecomputeMode) => {
    setStarting(mode);
    try {
      const answer = await startRecompute(siteObjId, mode);
      queryClient.setQueryData([...templateBandKeys.page(siteObjId), 'recompute'], answer);
      asked.current = true;
      setWatching(true);
      setDialog({ title: domainText(THRESHOLD_PAGE_MESSAGES.inProgressTitle), message: domainText(THRESHOLD_PAGE_MESSAGES.inProgress) });
    } catch (cause) {
      setDialog({ title: translate(dailyValuesMessages, 'info'), message: errorText(cause) });
    } finally {
      setStarting(null);
    }
  };

  return { status: current, running: running(current), starting, start, dialog, closeDialog: () => setDialog(null) };
}

export type Recompute = ReturnType<typeof useRecompute>;
