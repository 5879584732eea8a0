import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEye, IconMail, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatFarmTime, type Recipient } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { dateTimeText } from '../../ui/dateText';
import { fieldReportMessages } from './messages';

const SHOWN_FARMS = 3;
/**
 * The report goes out at a farm hour ('every Monday at 07:00 farm time'): its times are said in
 * the farm's zone, named, not the browser's ('next Mon, Nov 30, 2026, 7:00 AM CST').
 */
const when = (iso: string, timeZone: string | null) => (timeZone ? formatFarmTime(iso, timeZone) : dateTimeText(iso, 'viewer'));

/** A recipient of the Farm Health Report with Delete, Edit and View (spec 000 §2.6). */
export function RecipientCard({
  recipient,
  onView,
  onEdit,
  onDelete,
}: {
  recipient: Recipient;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT(fieldReportMessages);
  const extra = recipient.farmDetails.length - SHOWN_FARMS;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={recipient.email} data-testid="recipient-card">
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          <IconMail size={20} aria-hidden color="var(--mantine-color-field-7)" />
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {recipient.email}
          </Text>
        </Group>
        <Group gap={6}>
          {recipient.farmDetails.slice(0, SHOWN_FARMS).map((farm) => (
            <Badge key={farm.objectId} variant="light" color="field" radius="sm" tt="none">
              {farm.name}
            </Badge>
          ))}
          {extra > 0 && (
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {t('more', { count: extra })}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" mt="auto">
          {recipient.lastSentAt ? t('lastSent', { when: when(recipient.lastSentAt, recipient.timeZone) }) : t('notSent')}
          {recipient.nextSendAt && ` · ${t('next', { when: when(recipient.nextSendAt, recipient.timeZone) })}`}
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={t('deleteLabel', { email: recipient.email })}
          >
            {t('delete')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={t('editLabel', { email: recipient.email })}
          >
            {t('edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={onView}
            aria-label={t('viewLabel', { email: recipient.email })}
          >
            {t('view')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
