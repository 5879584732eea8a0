import { Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { offlineMessages } from './messages';
import { offlineSentence } from './offlineSentence';
import { useOffline, useOldestDataOnScreen } from './useConnection';
import classes from './Offline.module.css';

/**
 * The signed-in frame's bar while the server can't be reached (issue 37): says the page shows
 * data kept on this device, and from when. Gone when the connection is back (TanStack Query then
 * fetches the page's data again).
 */
export function OfflineBanner() {
  // Said again in a new language: the sentence is made with translate.
  useT(offlineMessages);
  const offline = useOffline();
  const dataAt = useOldestDataOnScreen(offline);
  if (!offline) return null;
  return (
    <div className={classes.offlineBar} role="status" data-testid="offline-banner">
      <Group gap="xs" wrap="nowrap" justify="center">
        <IconCloudOff size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {offlineSentence(dataAt, Date.now())}
        </Text>
      </Group>
    </div>
  );
}
