import { Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { CreatedAccountView } from '@tilth/domain/accounts/views';
import { StepDone } from './StepDone';

/** The new account is created and its first administrator invited. */
export function InviteSentStep({ created, onClose }: { created: CreatedAccountView; onClose: () => void }) {
  return (
    <StepDone icon={<IconMailForward size={40} aria-hidden />}>
      <Text>
        We e-mailed <b>{created.invitedToEmail}</b> an invitation to set up <b>{created.name}</b>. The account is listed as Invited until
        they sign up.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </StepDone>
  );
}
