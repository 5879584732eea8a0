import { Skeleton, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { NotificationSections } from '../notifications/NotificationSections';
import { useNotifications } from '../notifications/notificationsApi';
import { sitesMessages } from './messages';

/** /farm/{farmid}/sites/notifications: the signed-in user's notifications of this farm. */
export function NotificationsPanel() {
  const t = useT(sitesMessages);
  const farmId = useParams().farmid ?? null;
  const list = useNotifications(farmId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('notifications')}
      </Title>
      {list.isPending ? <Skeleton h={160} /> : <NotificationSections items={list.data?.items ?? []} farmId={farmId} showFarm={false} />}
    </Stack>
  );
}
