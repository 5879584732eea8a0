import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../ui/AppModal';

/** The same words the site cards use for a feature outside the site's plan (spec 001 §2.4, §6). */
export const CONTACT_DEALER_TEXT = 'Please contact your dealer to subscribe to this feature';

export interface UpgradeSubscriptionModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec 001 §2.8, §6: shown when a feature needs a higher plan (e.g. the GDD tab on Silver). */
export function UpgradeSubscriptionModal({ opened, onClose }: UpgradeSubscriptionModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Upgrade Subscription" size="sm" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="xs">
        <Text>This feature is not included in this site’s current plan.</Text>
        <Text>{CONTACT_DEALER_TEXT}</Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Ok
        </Button>
      </Group>
    </AppModal>
  );
}
