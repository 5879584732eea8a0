import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { NotificationView } from '@tilth/domain/notifications/schemas';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { notificationsMessages } from './messages';
import { NotificationItem } from './NotificationItem';
import { splitByRead, useReadAll, useReadOne } from './notificationsApi';

/**
 * The panel of spec 000 §2.3: 'New Notifications' with 'Read All', then 'Read Notifications'.
 * Shared by the bell (every farm) and a farm's Notifications panel (that farm's).
 */
export function NotificationSections({
  items,
  farmId,
  showFarm,
  onOpen,
}: {
  items: readonly NotificationView[];
  farmId: string | null;
  showFarm: boolean;
  onOpen?: () => void;
}) {
  const t = useT(notificationsMessages);
  const { unread, read } = splitByRead(items);
  const readAll = useReadAll(farmId);
  const readOne = useReadOne();
  const open = (id: string) => {
    readOne.mutate(id);
    onOpen?.();
  };
  return (
    <Stack gap={0}>
      <Section
        title={t('newTitle')}
        empty={t('noNew')}
        action={
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unread.length === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('readAll')}
          </Button>
        }
      >
        {unread.map((n) => (
          <NotificationItem key={n.id} item={n} onOpen={open} showFarm={showFarm} />
        ))}
      </Section>
      <Divider />
      <Section title={t('readTitle')} empty={t('noRead')}>
        {read.map((n) => (
          <NotificationItem key={n.id} item={n} onOpen={onOpen} showFarm={showFarm} />
        ))}
      </Section>
    </Stack>
  );
}

function Section({ title, empty, action, children }: { title: string; empty: string; action?: ReactNode; children: ReactNode[] }) {
  return (
    <Stack gap="sm" p="md" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h6">
          {title}
        </Title>
        {action}
      </Group>
      {children.length ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}
