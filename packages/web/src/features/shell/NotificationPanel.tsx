import { ActionIcon, Button, Divider, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Notification panel of spec 000 §2.3. Notifications are not produced yet, so both lists
 * are honestly empty and Read All has nothing to act on.
 */
export function NotificationPanel() {
  return (
    <Popover position="bottom-end" width="min(340px, calc(100vw - 24px))" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon aria-label="Notifications" size={44}>
          <IconBell size={24} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Stack gap={0}>
          <Section title="New Notifications" empty="You have no new notifications.">
            <Button variant="subtle" size="compact-sm" disabled>
              Read All
            </Button>
          </Section>
          <Divider />
          <Section title="Read Notifications" empty="No read notifications." />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children?: ReactNode }) {
  return (
    <Stack gap={6} p="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h6">
          {title}
        </Title>
        {children}
      </Group>
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    </Stack>
  );
}
