import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { templatesMessages } from './messages';

export interface TemplateStatusProps {
  applied: string | null;
  selectedId: string | null;
  own: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Whether the picked template is the site's, and the owner's Edit and Delete. */
export function TemplateStatus({ applied, selectedId, own, onEdit, onDelete }: TemplateStatusProps) {
  const t = useT(templatesMessages);
  return (
    <Group gap="sm" wrap="wrap" mih={28}>
      {applied && selectedId === applied && (
        <Badge color="green" variant="light" data-testid="template-applied">
          {t('appliedToSite')}
        </Badge>
      )}
      {applied && selectedId !== applied && (
        <Text size="sm" c="dimmed">
          {t('anotherApplied')}
        </Text>
      )}
      {!applied && (
        <Text size="sm" c="dimmed">
          {t('noneApplied')}
        </Text>
      )}
      {own && (
        <>
          <Text size="sm" fw={700} c="var(--mantine-color-teal-light-color)" data-testid="template-own">
            {domainText(THRESHOLD_PAGE_MESSAGES.ownTemplate)}
          </Text>
          <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
            {t('delete')}
          </Button>
        </>
      )}
    </Group>
  );
}
