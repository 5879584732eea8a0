import { Anchor, Breadcrumbs, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconPencil, IconUserQuestion, IconWebhook } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useSignedInAccount } from '../auth/useAccount';
import { levelsBelow } from './accountLabels';
import { accountsKeys, fetchAccount, fetchGroups } from './accountsApi';
import { AccountSummary } from './AccountSummary';
import { accountPath, EDIT_PATH, type EditAccountState } from './AccountTable';
import { ACCOUNT_SEARCH_DEBOUNCE_MS, ChildAccounts } from './ChildAccounts';
import { CreateAccountFlow } from './createAccount/CreateAccountFlow';
import { accountsMessages } from './messages';

/** /dashboard/groups/{orgId}: one account and the accounts below it, grouped by type and filtered by name. */
export function AccountDetailPage({ orgId }: { orgId: string }) {
  const t = useT(accountsMessages);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trimEnd(), ACCOUNT_SEARCH_DEBOUNCE_MS);
  const [creating, create] = useDisclosure(false);
  const { profile } = useSignedInAccount();

  const detail = useQuery({ queryKey: accountsKeys.detail(orgId), queryFn: ({ signal }) => fetchAccount(orgId, signal) });
  const levels = levelsBelow(detail.data?.type);
  const groups = useQuery({
    queryKey: accountsKeys.groups(orgId, search),
    queryFn: ({ signal }) => fetchGroups(orgId, search, signal),
    placeholderData: keepPreviousData,
    enabled: levels.length > 0,
  });

  if (detail.isPending) {
    return (
      <Stack gap="lg" aria-label={t('loadingAccount')}>
        <Skeleton h={36} w={320} />
        <Paper withBorder radius="lg" p="lg">
          <Skeleton h={64} />
        </Paper>
      </Stack>
    );
  }
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <>
        <PageHeader title={missing ? t('accountNotFound') : t('account')} />
        <EmptyCard
          icon={<IconUserQuestion aria-hidden />}
          title={missing ? t('accountMissing') : loadFailed(t('accountLoadFailed'), detail.error)}
          description={
            <Anchor component={Link} to="/dashboard/groups">
              {t('backToAccounts')}
            </Anchor>
          }
        />
      </>
    );
  }

  const account = detail.data;
  const canCreate = account.childType !== null && account.permissions.includes('account:createChild');
  // Webhooks (issue 32) are managed by the account's own admins, for their own account.
  const canWebhooks = profile.permissions.includes('webhooks:manage') && profile.organisation?.objectId === account.objectId;

  return (
    <>
      <Breadcrumbs mb="xs" separatorMargin={6}>
        <Anchor component={Link} to="/dashboard/groups" size="sm">
          {t('accountsTitle')}
        </Anchor>
        {account.parent && (
          <Anchor component={Link} to={accountPath(account.parent.objectId)} size="sm">
            {account.parent.name}
          </Anchor>
        )}
        <Text size="sm" c="dimmed" aria-current="page">
          {account.name}
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={account.name}
        description={
          account.parent
            ? t('accountOfTypeUnder', { type: account.type, parent: account.parent.name })
            : t('accountOfType', { type: account.type })
        }
        actions={
          <Group gap="xs">
            {account.permissions.includes('account:edit') && (
              <Button
                component={Link}
                to={EDIT_PATH}
                state={{ orgId: account.objectId } satisfies EditAccountState}
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
              >
                {t('edit')}
              </Button>
            )}
            {canWebhooks && (
              <Button component={Link} to="/dashboard/webhooks" variant="default" leftSection={<IconWebhook size={18} aria-hidden />}>
                {t('webhooks')}
              </Button>
            )}
            {canCreate && (
              <Button leftSection={<IconBuildingPlus size={18} aria-hidden />} onClick={create.open}>
                {t('createNewAccount')}
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="lg">
        <AccountSummary account={account} heading={t('accountDetails')} showName={false} />
        {levels.length > 0 ? (
          <>
            <SearchField label={t('filterAccounts')} value={text} onChange={setText} />
            <ChildAccounts
              levels={levels}
              lists={groups.data}
              isPending={groups.isPending}
              error={groups.error}
              retry={() => void groups.refetch()}
              search={search}
              canEdit={account.permissions.includes('account:edit')}
            />
          </>
        ) : (
          <Text c="dimmed">
            <T
              catalog={accountsMessages}
              k="businessesHoldFarms"
              values={{ name: account.name }}
              components={{ 0: <Anchor component={Link} to="/dashboard/farms" td="underline" /> }}
            />
          </Text>
        )}
      </Stack>
      {account.childType && canCreate && (
        <CreateAccountFlow opened={creating} onClose={create.close} parent={account} childType={account.childType} />
      )}
    </>
  );
}
