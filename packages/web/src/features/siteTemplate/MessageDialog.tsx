import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from '../../ui/AppModal';

/** The page's message dialogs (spec 001 §2.9): 'Update Successful!', 'Update In Progress!', Info. */
export function MessageDialog({
  opened,
  title,
  message,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="sm" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text data-testid="message-dialog-text">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Ok
        </Button>
      </Group>
    </AppModal>
  );
}
