import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { AccountView } from '@tilth/domain/accounts/views';
import { Link } from 'react-router';
import { T } from '../../../i18n/T';
import { useT } from '../../../i18n/useT';
import { accountPath } from '../AccountTable';
import { accountsMessages } from '../messages';
import { StepDone } from './StepDone';

/** The searched account already exists: added to the farm (from a farm), or nothing to create. */
export function ExistingAccountStep({ account, farm, onClose }: { account: AccountView; farm?: { name: string }; onClose: () => void }) {
  const t = useT(accountsMessages);
  return (
    <StepDone icon={<IconCircleCheck size={40} aria-hidden />}>
      <Text>
        {farm ? (
          <T catalog={accountsMessages} k="addedToFarmText" values={{ account: account.name, farm: farm.name }} components={{ 0: <b /> }} />
        ) : (
          <T catalog={accountsMessages} k="alreadyOneText" values={{ account: account.name }} components={{ 0: <b /> }} />
        )}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
        {!farm && (
          <Button component={Link} to={accountPath(account.objectId)} onClick={onClose}>
            {t('openAccount')}
          </Button>
        )}
      </Group>
    </StepDone>
  );
}
