import { plural } from '@tilth/domain';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { loadFailed } from '../../ui/apiMessages';
import { useDisconnections } from './siteConfigApi';
import { momentText } from './timeText';

/**
 * The site's outages, newest first, and the alert of spec 002 §8 for every address e-mailed:
 * 'The base station failed to connect with the {device type}. The email {email} has been notified.'
 */
export function DisconnectionHistory({ siteObjId }: { siteObjId: string }) {
  const history = useDisconnections(siteObjId);
  if (history.isPending) return <Skeleton h={96} radius="md" aria-label="Loading the disconnection history" />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {loadFailed('The disconnection history could not be loaded', history.error)}
      </Alert>
    );
  }
  const { disconnectionAlerts, disconnectionActions, totalCount } = history.data;
  if (totalCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        No disconnections recorded: the base station has reached this site’s devices every time.
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="disconnection-history">
      <Text size="sm" fw={600}>
        {plural(totalCount, 'disconnection')}
      </Text>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {disconnectionAlerts.map((alert) => (
          <li key={alert.objectId}>
            <Text size="sm">
              <Text span fw={600}>
                {momentText(alert.date.iso)}
              </Text>{' '}
              – {alert.endedAt ? `back ${momentText(alert.endedAt)}` : 'still disconnected'} ({alert.deviceType} {alert.deviceId})
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
