import { Alert, Divider, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { useAlertChannels } from './alertChannelsApi';
import { alertChannelsMessages } from './messages';
import { PhoneSection } from './PhoneSection';
import { PushDeviceSection } from './PushDeviceSection';

/** Edit Profile: the devices and the phone number alerts can reach (issue 32); which alerts use them is chosen under Alerts. */
export function AlertChannelsCard({ flash }: { flash: Flash }) {
  const t = useT(alertChannelsMessages);
  const state = useAlertChannels();
  return (
    <SectionCard title={t('cardTitle')} labelId="section-push-and-text-messages" description={t('cardDescription')}>
      {state.isPending ? (
        <Skeleton h={180} aria-label={t('loadingChannels')} />
      ) : state.isError ? (
        <Alert color="red" variant="light" role="alert">
          {loadFailed(t('channelsLoadFailed'), state.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <PushDeviceSection publicKey={state.data.push.publicKey} devices={state.data.push.devices} flash={flash} />
          <Divider />
          <PhoneSection key={state.data.phone.number ?? ''} phone={state.data.phone} flash={flash} />
        </Stack>
      )}
    </SectionCard>
  );
}
