import { Affix, Alert, Anchor, Box, Button, CloseButton, Group, Popover, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT';
import { useAccount } from '../../auth/useAccount';
import { outboxMessages } from './outboxMessages';
import { OutboxItemList } from './OutboxItemRow';
import { announceKept, useKeptNotice } from './outboxNotice';
import { othersWaitingText, problemCountText, signInCountText, waitingCountText } from './outboxText';
import { useOutbox, useOutboxSending } from './useOutbox';

/**
 * The signed-in frame's line about writes kept on this device and not yet sent (issue 37):
 * "2 changes waiting to send", "Sign in again to send 2 waiting changes", or the ones that
 * couldn't be sent, with their list in a popover. It also runs the queue's sending loop, and
 * shows the sentence of a dialog that closed with its write kept.
 */
export function OutboxStatus() {
  const t = useT(outboxMessages);
  useOutboxSending();
  const { items, othersWaiting, paused, retry, discard } = useOutbox();
  const account = useAccount();
  const unit = account.status === 'ready' ? account.preference.unit : 'feetInches';
  const notice = useKeptNotice();

  const waiting = items.filter((item) => item.state === 'waiting').length;
  const problems = items.length - waiting;
  const noticeBox = notice && (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Alert color="yellow" icon={<IconCloudUpload aria-hidden />} role="status" maw={560} mx="auto" data-testid="outbox-notice">
        <Group wrap="nowrap" align="flex-start" justify="space-between" gap="xs">
          <Text size="sm">{notice}</Text>
          <CloseButton aria-label={t('closeMessage')} onClick={() => announceKept(null)} />
        </Group>
      </Alert>
    </Affix>
  );
  if (items.length === 0 && othersWaiting === 0) return noticeBox || null;

  const label =
    paused && waiting > 0
      ? signInCountText(waiting)
      : waiting > 0
        ? waitingCountText(waiting)
        : problems > 0
          ? problemCountText(problems)
          : othersWaitingText(othersWaiting);
  const alarming = paused || problems > 0;

  return (
    <>
      <Box
        role="status"
        data-testid="outbox-status"
        px="md"
        py={6}
        bg={alarming ? 'red.0' : 'yellow.0'}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs" wrap="wrap" justify="center">
          {alarming ? <IconAlertTriangle size={18} aria-hidden /> : <IconCloudUpload size={18} aria-hidden />}
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {paused && waiting > 0 && (
            // Logging out ends the dead session; the queue is in IndexedDB and stays for this user's next sign-in.
            <Anchor component={Link} to="/logout" size="sm" fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconLogin size={16} aria-hidden /> {t('signIn')}
              </Group>
            </Anchor>
          )}
          <Popover width={360} position="bottom" shadow="md" withArrow>
            <Popover.Target>
              <Button size="compact-sm" variant="subtle" color="dark">
                {t('details')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown maw="calc(100vw - 16px)">
              <Stack gap="xs">
                {paused && waiting > 0 && <Text size="sm">{t('sessionEnded')}</Text>}
                {problems > 0 && problems < items.length && <Text size="sm">{problemCountText(problems)}.</Text>}
                <OutboxItemList items={items} unit={unit} onRetry={retry} onDiscard={discard} label={t('keptList')} />
                {othersWaiting > 0 && items.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {othersWaitingText(othersWaiting)}
                  </Text>
                )}
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Box>
      {noticeBox}
    </>
  );
}
