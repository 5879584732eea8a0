import { Stack, Title } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { EmptyCard } from '../../ui/EmptyCard';

/** /farm/{farmid}/sites/notifications: no notifications are produced yet, so the list is honestly empty. */
export function NotificationsPanel() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Notifications
      </Title>
      <EmptyCard icon={<IconBellOff aria-hidden />} title="No notifications" description="This farm has no notifications." />
    </Stack>
  );
}
