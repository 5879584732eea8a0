import { Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { CreatedAccountView } from '@tilth/domain/accounts/views';
import { T } from '../../../i18n/T';
import { useT } from '../../../i18n/useT';
import { accountsMessages } from '../messages';
import { StepDone } from './StepDone';

/** The new account is created and its first administrator invited. */
export function InviteSentStep({ created, onClose }: { created: CreatedAccountView; onClose: () => void }) {
  const t = useT(accountsMessages);
  return (
    <StepDone icon={<IconMailForward size={40} aria-hidden />}>
      <Text>
        <T
          catalog={accountsMessages}
          k="accountInviteSent"
          values={{ email: created.invitedToEmail, name: created.name }}
          components={{ 0: <b />, 1: <b /> }}
        />
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('done')}</Button>
      </Group>
    </StepDone>
  );
}
