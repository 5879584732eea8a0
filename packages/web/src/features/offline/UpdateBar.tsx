import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { offlineMessages } from './messages';
import { useAppUpdate } from './useAppUpdate';
import classes from './Offline.module.css';

/** "Update available — reload": shown when a new version of the app waits (useAppUpdate.ts). */
export function UpdateBar() {
  const t = useT(offlineMessages);
  const update = useAppUpdate();
  if (!update.available) return null;
  return (
    <div className={classes.updateBar} role="status" data-testid="update-bar">
      <Group gap="sm" wrap="nowrap" justify="center">
        {/* On a phone the button says it all: the sentence would squeeze it. */}
        <Text size="sm" visibleFrom="sm">
          {t('newVersion')}
        </Text>
        <Button size="compact-sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={update.apply}>
          {t('updateReload')}
        </Button>
      </Group>
    </div>
  );
}
