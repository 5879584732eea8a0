import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';

export interface TemplateStatusProps {
  applied: string | null;
  selectedId: string | null;
  own: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Whether the picked template is the site's, and the owner's Edit and Delete. */
export function TemplateStatus({ applied, selectedId, own, onEdit, onDelete }: TemplateStatusProps) {
  return (
    <Group gap="sm" wrap="wrap" mih={28}>
      {applied && selectedId === applied && (
        <Badge color="green" variant="light" data-testid="template-applied">
          Applied to this site
        </Badge>
      )}
      {applied && selectedId !== applied && (
        <Text size="sm" c="dimmed">
          Another template is applied to this site.
        </Text>
      )}
      {!applied && (
        <Text size="sm" c="dimmed">
          No template is applied: the site uses its thresholds.
        </Text>
      )}
      {own && (
        <>
          <Text size="sm" fw={700} c="var(--mantine-color-teal-light-color)" data-testid="template-own">
            {THRESHOLD_PAGE_MESSAGES.ownTemplate}
          </Text>
          <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
            Delete
          </Button>
        </>
      )}
    </Group>
  );
}
