import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { AccountView } from '@tilth/domain/accounts/views';
import { Link } from 'react-router';
import { accountPath } from '../AccountTable';
import { StepDone } from './StepDone';

/** The searched account already exists: added to the farm (from a farm), or nothing to create. */
export function ExistingAccountStep({ account, farm, onClose }: { account: AccountView; farm?: { name: string }; onClose: () => void }) {
  return (
    <StepDone icon={<IconCircleCheck size={40} aria-hidden />}>
      <Text>
        {farm ? (
          <>
            <b>{account.name}</b> was added to the farm {farm.name}.
          </>
        ) : (
          <>
            <b>{account.name}</b> is already one of your accounts, so there is nothing to create.
          </>
        )}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {!farm && (
          <Button component={Link} to={accountPath(account.objectId)} onClick={onClose}>
            Open Account
          </Button>
        )}
      </Group>
    </StepDone>
  );
}
