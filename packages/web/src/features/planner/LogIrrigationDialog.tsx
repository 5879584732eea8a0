import { Divider, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useSignedInAccount } from '../auth/useAccount';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { IrrigationHistory } from './IrrigationHistory';
import { LogIrrigationForm } from './LogIrrigationForm';
import { logMessages } from './logMessages';
import { useIrrigations } from './plannerApi';

export interface IrrigatedSite {
  siteObjectId: string;
  siteName: string;
}

/**
 * Log an irrigation on a site (the planner's rows, the graph's Applied Irrigation table): the form,
 * the irrigations logged so far with Delete, and the probe's unexplained wettings with Confirm.
 */
export function LogIrrigationDialog({ site, onClose }: { site: IrrigatedSite | null; onClose: () => void }) {
  const t = useT(logMessages);
  const { preference } = useSignedInAccount();
  // The last site stays drawn while the dialog fades out.
  const last = useRef(site);
  if (site) last.current = site;
  const shown = site ?? last.current;
  const list = useIrrigations(shown?.siteObjectId ?? '', { enabled: shown !== null });
  return (
    <AppModal opened={site !== null} onClose={onClose} title={t('title')} size="lg">
      {shown && (
        <Stack gap="md" data-testid="log-irrigation-dialog">
          <Text size="sm" c="dimmed" mt={-4}>
            {shown.siteName}
          </Text>
          <LogIrrigationForm
            // Drawn again once the farm's own day is known (the browser's may be a day off).
            key={`${shown.siteObjectId}-${list.data?.today ?? ''}`}
            farmToday={list.data?.today}
            siteObjId={shown.siteObjectId}
            unit={preference.unit}
            rateInPerHour={list.data ? list.data.rateInPerHour : undefined}
            efficiencyPercent={list.data?.efficiencyPercent ?? null}
          />
          <Divider />
          <IrrigationHistory siteObjId={shown.siteObjectId} unit={preference.unit} list={list} />
        </Stack>
      )}
    </AppModal>
  );
}
