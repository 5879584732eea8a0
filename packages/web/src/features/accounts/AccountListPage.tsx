import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconEye, IconPencil } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useSignedInAccount } from '../auth/useAccount';
import { levelsBelow } from './accountLabels';
import { accountsKeys, fetchAccount, fetchUserOrganisations } from './accountsApi';
import { AccountSummary } from './AccountSummary';
import { accountPath, EDIT_PATH, type EditAccountState } from './AccountTable';
import { ACCOUNT_SEARCH_DEBOUNCE_MS, ChildAccounts } from './ChildAccounts';
import { CreateAccountFlow } from './createAccount/CreateAccountFlow';

/** /dashboard/groups: the user's own account, and the accounts below it by level (spec 000 §2.7). */
export function AccountListPage() {
  const { profile } = useSignedInAccount();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trimEnd(), ACCOUNT_SEARCH_DEBOUNCE_MS);
  const [creating, create] = useDisclosure(false);

  const lists = useQuery({
    queryKey: accountsKeys.lists(profile.objectId, search),
    queryFn: ({ signal }) => fetchUserOrganisations(profile.objectId, search, signal),
    placeholderData: keepPreviousData,
  });
  const own = lists.data?.parent ?? null;
  // What this user may do to their own account comes from the API, with the account.
  const ownDetail = useQuery({
    queryKey: accountsKeys.detail(own?.objectId ?? ''),
    queryFn: ({ signal }) => fetchAccount(own!.objectId, signal),
    enabled: own !== null,
  });
  const permissions = ownDetail.data?.permissions ?? [];
  const childType = ownDetail.data?.childType ?? null;
  const canCreate = childType !== null && permissions.includes('account:createChild');
  const levels = levelsBelow(own?.type);
  const canEditAccounts = profile.permissions.includes('account:edit');

  return (
    <>
      <PageHeader
        title="Accounts"
        description="Your organisation and the accounts below it."
        actions={
          canCreate && (
            <Button leftSection={<IconBuildingPlus size={18} aria-hidden />} onClick={create.open}>
              Create New Account
            </Button>
          )
        }
      />
      <Stack gap="lg">
        {lists.isPending ? (
          <Paper withBorder radius="lg" p="lg">
            <Skeleton h={64} w={320} />
          </Paper>
        ) : (
          own && (
            <AccountSummary
              account={own}
              heading="Your account"
              actions={
                <>
                  <Button component={Link} to={accountPath(own.objectId)} variant="default" leftSection={<IconEye size={18} aria-hidden />}>
                    View
                  </Button>
                  {permissions.includes('account:edit') && (
                    <Button
                      component={Link}
                      to={EDIT_PATH}
                      state={{ orgId: own.objectId } satisfies EditAccountState}
                      variant="light"
                      leftSection={<IconPencil size={18} aria-hidden />}
                      aria-label={`Edit ${own.name}`}
                    >
                      Edit
                    </Button>
                  )}
                </>
              }
            />
          )
        )}

        {levels.length > 0 ? (
          <>
            <Group justify="space-between">
              <SearchField label="Search accounts" value={text} onChange={setText} />
            </Group>
            <ChildAccounts
              levels={levels}
              lists={lists.data}
              isPending={lists.isPending}
              error={lists.error}
              retry={() => void lists.refetch()}
              search={search}
              canEdit={canEditAccounts}
            />
          </>
        ) : (
          !lists.isPending &&
          (lists.isError ? (
            <ChildAccounts
              levels={[]}
              lists={undefined}
              isPending={false}
              error={lists.error}
              retry={() => void lists.refetch()}
              search=""
              canEdit={false}
            />
          ) : (
            <Text c="dimmed">
              There are no accounts below {own?.name ?? 'yours'}: businesses hold farms, which are on the{' '}
              <Anchor component={Link} to="/dashboard/farms" td="underline">
                Farms page
              </Anchor>
              .
            </Text>
          ))
        )}
      </Stack>

      {own && childType && canCreate && <CreateAccountFlow opened={creating} onClose={create.close} parent={own} childType={childType} />}
    </>
  );
}
