import { ActionIcon, Indicator, Popover, ScrollArea } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { NotificationSections } from '../notifications/NotificationSections';
import { useNotifications } from '../notifications/notificationsApi';
import { shellMessages } from './messages';

/** The bell of spec 000 §2.3: the unread count on it, the user's notifications of every farm inside. */
export function NotificationPanel() {
  const t = useT(shellMessages);
  const [opened, setOpened] = useState(false);
  const list = useNotifications(null);
  const unread = list.data?.unread ?? 0;
  const label = unread ? t('notificationsNew', { count: unread }) : t('notifications');
  return (
    // Above the map's panes and controls (Leaflet's reach z-index 1000), which would draw over the panel.
    <Popover
      zIndex={1100}
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 24px))"
      shadow="md"
      withArrow
      trapFocus
    >
      {/* The target is the button itself: the popup attributes belong on it, not on the badge's wrapper (axe aria-allowed-attr). */}
      <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red.8" disabled={unread === 0} offset={8} data-testid="bell-count">
        <Popover.Target>
          <ActionIcon aria-label={label} size={44} onClick={() => setOpened((o) => !o)}>
            <IconBell size={24} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <ScrollArea.Autosize mah="min(70vh, 560px)" type="auto">
          <NotificationSections items={list.data?.items ?? []} farmId={null} showFarm onOpen={() => setOpened(false)} />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
