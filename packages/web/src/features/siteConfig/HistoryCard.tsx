import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { SectionCard } from '../../ui/SectionCard';
import { Changelog } from './Changelog';
import { DisconnectionHistory } from './DisconnectionHistory';
import { siteConfigMessages } from './messages';

type View = 'changelog' | 'disconnections';

/**
 * Row 4's second card (spec 002 §2.2, §6): the disconnection history, or — the changelog
 * arrangement of the provider's admin and Gold sites — the changelog with the disconnection
 * history one click away.
 */
export function HistoryCard({ siteObjId, withChangelog }: { siteObjId: string; withChangelog: boolean }) {
  const t = useT(siteConfigMessages);
  const [view, setView] = useState<View>('changelog');
  if (!withChangelog) {
    return (
      <SectionCard title={t('disconnectionHistory')} labelId="config-disconnection-history">
        <DisconnectionHistory siteObjId={siteObjId} />
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('history')} labelId="config-history">
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'changelog', label: t('changelog') },
            { value: 'disconnections', label: t('disconnections') },
          ]}
          aria-label={t('historyToShow')}
        />
        {view === 'changelog' ? <Changelog siteObjId={siteObjId} place="historyCard" /> : <DisconnectionHistory siteObjId={siteObjId} />}
      </Stack>
    </SectionCard>
  );
}
