import { Anchor, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBattery1,
  IconCalendarDue,
  IconCircleCheck,
  IconDroplet,
  IconFileDownload,
  IconPlugConnectedX,
  IconRefresh,
  IconWaveSine,
} from '@tabler/icons-react';
import type { NotificationKind } from '@tilth/domain/notifications/kinds';
import type { NotificationView } from '@tilth/domain/notifications/schemas';
import { Link } from 'react-router';
import { relativeTime } from '../../ui/relativeTime';
import { notificationPath } from './notificationsApi';
import { hideInSnapshot } from '../../ui/snapshotMarks';

const ICONS: Record<NotificationKind, typeof IconDroplet> = {
  belowRefill: IconDroplet,
  notReporting: IconPlugConnectedX,
  batteryLow: IconBattery1,
  refillSoon: IconCalendarDue,
  planChange: IconRefresh,
  sensorFault: IconWaveSine,
  exportReady: IconFileDownload,
};

/** One notification: what happened in words, when, on which farm, linking to the site's graph. */
export function NotificationItem({
  item,
  onOpen,
  showFarm = true,
}: {
  item: NotificationView;
  onOpen?: (id: string) => void;
  showFarm?: boolean;
}) {
  const Icon = item.event === 'cleared' ? IconCircleCheck : (ICONS[item.kind] ?? IconAlertTriangle);
  const colour =
    item.event === 'cleared' ? 'green.8' : item.kind === 'refillSoon' ? 'yellow.9' : item.kind === 'exportReady' ? 'green.8' : 'red.8';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="notification" data-read={item.readAt ? 'true' : 'false'}>
      <Text c={colour} lh={0} mt={2} aria-hidden>
        <Icon size={20} stroke={1.8} />
      </Text>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={notificationPath(item)} size="sm" fw={item.readAt ? 400 : 600} onClick={() => onOpen?.(item.id)}>
          {item.title}
        </Anchor>
        <Text size="xs" c="dimmed" {...hideInSnapshot}>
          {relativeTime(item.createdAt)}
          {showFarm ? ` · ${item.farm.name}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}
