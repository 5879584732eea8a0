import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppModal } from '../../../ui/AppModal';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';

/** Spec 001 §2.8: confirm dialogs answer yes or no, titled 'Are you sure ?' unless told otherwise (the English wording). */
export const CONFIRM_TITLE = panelsEnglish.confirmTitle;

export interface ConfirmDialogProps {
  opened: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is under way: Yes spins, and the dialog can't be dismissed. */
  busy?: boolean;
  /** Why the confirmed action failed; the user may try again or back out. */
  error?: string | null;
  /** Colours Yes red, for actions that remove things. */
  danger?: boolean;
}

export function ConfirmDialog({
  opened,
  message,
  onConfirm,
  onCancel,
  title,
  confirmLabel,
  cancelLabel,
  busy = false,
  error = null,
  danger = false,
}: ConfirmDialogProps) {
  const t = useT(panelsMessages);
  return (
    <AppModal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={title ?? t('confirmTitle')}
      size="sm"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{message}</Text>
      {error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" mt="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        {/* No takes the focus: a stray Enter must not confirm something that can't be undone. */}
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel ?? t('no')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('yes')}
        </Button>
      </Group>
    </AppModal>
  );
}
