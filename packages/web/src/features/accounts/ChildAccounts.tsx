import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import type { OrganisationType } from '@tilth/domain';
import type { AccountListsView } from '@tilth/domain/accounts/views';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { AccountTable } from './AccountTable';

/** Spec 000 §9: account search waits 200 ms after the last keystroke. */
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 200;

interface ChildAccountsProps {
  levels: OrganisationType[];
  lists: AccountListsView | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
  search: string;
  canEdit: boolean;
}

/** The accounts below one account, a table per level, with loading, error and no-result states. */
export function ChildAccounts({ levels, lists, isPending, error, retry, search, canEdit }: ChildAccountsProps) {
  if (isPending) {
    return (
      <Stack gap="md" aria-label="Loading accounts">
        {levels.map((level) => (
          <Paper key={level} withBorder radius="lg" p="lg">
            <Skeleton h={20} w={140} mb="md" />
            <Skeleton h={36} mb="xs" />
            <Skeleton h={36} />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (error || !lists) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title="Accounts could not be loaded">
        <Stack gap="sm" align="flex-start">
          {loadFailed('Accounts could not be loaded', error)}
          <Button size="compact-md" variant="white" color="red" onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const total = levels.reduce((sum, level) => sum + lists[level].length, 0);
  if (search && total === 0) {
    return (
      <EmptyCard
        icon={<IconSearch aria-hidden />}
        title={`No results for "${search}"`}
        description="We didn't find any accounts listed for that query."
      />
    );
  }
  return (
    <Stack gap="lg">
      {levels.map((level) => (
        <AccountTable key={level} type={level} accounts={lists[level]} canEdit={canEdit} />
      ))}
    </Stack>
  );
}
