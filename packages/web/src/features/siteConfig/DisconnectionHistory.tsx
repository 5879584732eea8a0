import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { siteConfigMessages } from './messages';
import { useDisconnections } from './siteConfigApi';
import { momentText } from './timeText';

/**
 * The site's outages, newest first, and the alert of spec 002 §8 for every address e-mailed:
 * 'The base station failed to connect with the {device type}. The email {email} has been notified.'
 */
export function DisconnectionHistory({ siteObjId }: { siteObjId: string }) {
  const t = useT(siteConfigMessages);
  const history = useDisconnections(siteObjId);
  if (history.isPending) return <Skeleton h={96} radius="md" aria-label={t('loadingDisconnections')} />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed(t('disconnectionsLoadFailed'), history.error)}
      </Alert>
    );
  }
  const { disconnectionAlerts, disconnectionActions, totalCount } = history.data;
  if (totalCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noDisconnections')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="disconnection-history">
      <Text size="sm" fw={600}>
        {t('disconnectionCount', { count: totalCount })}
      </Text>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {disconnectionAlerts.map((alert) => (
          <li key={alert.objectId}>
            <Text size="sm">
              <Text span fw={600}>
                {momentText(alert.date.iso)}
              </Text>{' '}
              {alert.endedAt
                ? t('disconnectionEnded', { when: momentText(alert.endedAt), deviceType: alert.deviceType, deviceId: alert.deviceId })
                : t('disconnectionOngoing', { deviceType: alert.deviceType, deviceId: alert.deviceId })}
            </Text>
          </li>
        ))}
      </Stack>
      {disconnectionActions.map((action) => (
        <Alert key={action.value} color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} data-testid="disconnection-alert">
          {action.text}
        </Alert>
      ))}
    </Stack>
  );
}
