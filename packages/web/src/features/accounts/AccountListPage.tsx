import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconEye, IconPencil } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useSignedInAccount } from '../auth/useAccount';
import { levelsBelow } from './accountLabels';
import { accountsKeys, fetchAccount, fetchUserOrganisations } from './accountsApi';
import { AccountSummary } from './AccountSummary';
import { accountPath, EDIT_PATH, type EditAccountState } from './AccountTable';
import { ACCOUNT_SEARCH_DEBOUNCE_MS, ChildAccounts } from './ChildAccounts';
import { CreateAccountFlow } from './createAccount/CreateAccountFlow';
import { accountsMessages } from './messages';

/** /dashboard/groups: the user's own account, and the accounts below it by level (spec 000 §2.7). */
export function AccountListPage() {
  const t = useT(accountsMessages);
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
        title={t('accountsTitle')}
        description={t('accountsDescription')}
        actions={
          canCreate && (
            <Button leftSection={<IconBuildingPlus size={18} aria-hidden />} onClick={create.open}>
              {t('createNewAccount')}
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
              heading={t('yourAccount')}
              actions={
                <>
                  <Button component={Link} to={accountPath(own.objectId)} variant="default" leftSection={<IconEye size={18} aria-hidden />}>
                    {t('view')}
                  </Button>
                  {permissions.includes('account:edit') && (
                    <Button
                      component={Link}
                      to={EDIT_PATH}
                      state={{ orgId: own.objectId } satisfies EditAccountState}
                      variant="light"
                      leftSection={<IconPencil size={18} aria-hidden />}
                      aria-label={t('editName', { name: own.name })}
                    >
                      {t('edit')}
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
              <SearchField label={t('searchAccounts')} value={text} onChange={setText} />
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
              <T
                catalog={accountsMessages}
                k={own ? 'noAccountsBelowName' : 'noAccountsBelowYours'}
                values={{ name: own?.name }}
                components={{ 0: <Anchor component={Link} to="/dashboard/farms" td="underline" /> }}
              />
            </Text>
          ))
        )}
      </Stack>

      {own && childType && canCreate && <CreateAccountFlow opened={creating} onClose={create.close} parent={own} childType={childType} />}
    </>
  );
}
