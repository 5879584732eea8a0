import { Alert, Divider, Skeleton, Stack } from '@mantine/core';
import { loadFailed } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { useAlertChannels } from './alertChannelsApi';
import { PhoneSection } from './PhoneSection';
import { PushDeviceSection } from './PushDeviceSection';

/** Edit Profile: the devices and the phone number alerts can reach (issue 32); which alerts use them is chosen under Alerts. */
export function AlertChannelsCard({ flash }: { flash: Flash }) {
  const state = useAlertChannels();
  return (
    <SectionCard
      title="Push and text messages"
      description="Where alerts reach you besides the app and e-mail. Choose which alerts use them under Alerts below."
    >
      {state.isPending ? (
        <Skeleton h={180} aria-label="Loading alert channels" />
      ) : state.isError ? (
        <Alert color="red" variant="light" role="alert">
          {loadFailed('Push and text message settings could not be loaded', state.error)}
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
