import { Button, Group, Stack, Text } from '@mantine/core';
import type { MemberView } from '@tilth/domain/accounts/views';
import { T } from '../../../i18n/T';
import { useT } from '../../../i18n/useT';
import { AppModal } from '../../../ui/AppModal';
import { accountsMessages } from '../messages';

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
  const t = useT(accountsMessages);
  return (
    <AppModal opened={member !== null} onClose={onCancel} title={t('removeMember')}>
      {member && (
        <Stack gap="md">
          <Text>
            <T
              catalog={accountsMessages}
              k="removeQuestion"
              values={{ name: member.name, account: accountName }}
              components={{ 0: <b /> }}
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={() => onRemove(member)}>
              {t('remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
