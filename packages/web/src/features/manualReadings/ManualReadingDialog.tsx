import { Text } from '@mantine/core';
import type { Preference } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { announceKept } from '../offline/outbox';
import { ManualReadingForm } from './ManualReadingForm';
import { manualReadingsMessages } from './messages';

export interface ReadingSite {
  siteObjectId: string;
  siteName: string;
  /** The farm's IANA time zone. */
  timeZone: string;
}

/** "Log a reading": the form in a dialog (full screen on a phone); closes on Save, saying so when the reading was kept to send later. */
export function ManualReadingDialog({
  site,
  unit,
  opened,
  onClose,
}: {
  site: ReadingSite;
  unit: Preference['unit'];
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT(manualReadingsMessages);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('logReading')}>
      <Text size="sm" c="dimmed" mt={-4} mb="sm">
        {site.siteName}
      </Text>
      {/* The modal unmounts its content once closed: every opening starts at now with an empty form. */}
      <ManualReadingForm
        siteId={site.siteObjectId}
        unit={unit}
        timeZone={site.timeZone}
        onCancel={onClose}
        onSaved={(saved) => {
          onClose();
          if (saved.kind === 'kept') announceKept(saved.sentence);
        }}
      />
    </AppModal>
  );
}
