import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '../../ui/AppModal';

/** The subscription screens' one-button dialogs (spec 002 §2.9): activation, contact your admin, errors. */
export function MessageDialog({ title, message, onClose }: { title: string | null; message: string; onClose: () => void }) {
  return (
    <AppModal opened={title !== null} onClose={onClose} title={title ?? ''} size="md">
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </AppModal>
  );
}
