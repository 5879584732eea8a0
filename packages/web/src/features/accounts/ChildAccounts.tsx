import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import type { OrganisationType } from '@tilth/domain';
import type { AccountListsView } from '@tilth/domain/accounts/views';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { AccountTable } from './AccountTable';
import { accountsMessages } from './messages';

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
  const t = useT(accountsMessages);
  if (isPending) {
    return (
      <Stack gap="md" aria-label={t('loadingAccounts')}>
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
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('accountsLoadFailed')}>
        <Stack gap="sm" align="flex-start">
          {loadFailed(t('accountsLoadFailed'), error)}
          <Button size="compact-md" variant="white" color="red" onClick={retry}>
            {t('tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const total = levels.reduce((sum, level) => sum + lists[level].length, 0);
  if (search && total === 0) {
    return <EmptyCard icon={<IconSearch aria-hidden />} title={t('noResultsFor', { search })} description={t('noAccountsForQuery')} />;
  }
  return (
    <Stack gap="lg">
      {levels.map((level) => (
        <AccountTable key={level} type={level} accounts={lists[level]} canEdit={canEdit} />
      ))}
    </Stack>
  );
}
