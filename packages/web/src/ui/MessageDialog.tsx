import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { AppModal } from './AppModal';
import { uiMessages } from './messages';

/**
 * How a message dialog reads where it is used: the site screens' ('Update Successful!', 'Update In
 * Progress!', Info; spec 001 §2.9) are small with 'Ok'; the subscription screens' (activation,
 * contact your admin, errors; spec 002 §2.9) are wider with 'OK'.
 */
export type MessageDialogLook = 'site' | 'subscription';

const LOOKS = {
  site: { size: 'sm', ok: 'dialogOkSite', closeLabel: 'dialogClose', textTestId: 'message-dialog-text' },
  subscription: { size: 'md', ok: 'dialogOkSubscription', closeLabel: null, textTestId: undefined },
} as const;

export interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
  look?: MessageDialogLook;
}

/** A one-button dialog: a title, a message and Ok, which has the focus. */
export function MessageDialog({ opened, title, message, onClose, look = 'site' }: MessageDialogProps) {
  const t = useT(uiMessages);
  const { size, ok, closeLabel, textTestId } = LOOKS[look];
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      // Without a name of its own, the close button keeps AppModal's.
      {...(closeLabel ? { closeButtonProps: { 'aria-label': t(closeLabel) } } : {})}
    >
      <Text data-testid={textTestId}>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t(ok)}
        </Button>
      </Group>
    </AppModal>
  );
}
