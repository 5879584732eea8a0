import { Button, Group, Stack, Text } from '@mantine/core';
import type { MemberView } from '@tilth/domain/accounts/views';
import { AppModal } from '../../../ui/AppModal';

export interface RemoveMemberDialogProps {
  /** The member asked about; null keeps the dialog closed. */
  member: MemberView | null;
  accountName: string;
  pending: boolean;
  onCancel: () => void;
  onRemove: (member: MemberView) => void;
}

/** Asks before removing a member: they can no longer sign in to the account. */
export function RemoveMemberDialog({ member, accountName, pending, onCancel, onRemove }: RemoveMemberDialogProps) {
  return (
    <AppModal opened={member !== null} onClose={onCancel} title="Remove Member">
      {member && (
        <Stack gap="md">
          <Text>
            Remove <b>{member.name}</b> from {accountName}? They will no longer be able to sign in.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={() => onRemove(member)}>
              Remove
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
