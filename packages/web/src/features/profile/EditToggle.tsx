import { Button } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { profileMessages } from './messages';

/** The cards' Edit toggle (spec 000 §2.8): Edit opens the fields, Done closes them. */
export function EditToggle({ editing, onToggle, section }: { editing: boolean; onToggle: () => void; section: string }) {
  const t = useT(profileMessages);
  return (
    <Button
      variant={editing ? 'filled' : 'light'}
      size="sm"
      leftSection={editing ? <IconCheck size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />}
      onClick={onToggle}
      aria-pressed={editing}
      aria-label={editing ? t('doneEditing', { section }) : t('editSection', { section })}
    >
      {editing ? t('done') : t('edit')}
    </Button>
  );
}
