import { Anchor, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { useFlash } from '../../ui/flash';
import { PageHeader } from '../../ui/PageHeader';
import { accountsKeys, fetchAccount } from './accountsApi';
import { accountPath, type EditAccountState } from './AccountTable';
import { BasicInfoCard } from './BasicInfoCard';
import { accountsMessages } from './messages';
import { MembersCard } from './members/MembersCard';
import { AccountSecurityCard } from './AccountSecurityCard';
import { ShoppingSettingsCard } from './ShoppingSettingsCard';

/**
 * /dashboard/groups/edit (spec 000 §2.7): needs the account in the navigation state, otherwise it
 * goes back to /dashboard/groups. Basic information, members and, where the API allows, Team
 * Shopping Settings.
 */
export function AccountEditPage() {
  const state = useLocation().state as Partial<EditAccountState> | null;
  const orgId = typeof state?.orgId === 'string' ? state.orgId : null;
  if (!orgId) return <Navigate to="/dashboard/groups" replace />;
  return <EditAccount orgId={orgId} />;
}

function EditAccount({ orgId }: { orgId: string }) {
  const t = useT(accountsMessages);
  const flash = useFlash();
  const detail = useQuery({ queryKey: accountsKeys.detail(orgId), queryFn: ({ signal }) => fetchAccount(orgId, signal) });

  if (detail.isPending) {
    return (
      <Stack gap="lg" aria-label={t('loadingAccount')}>
        <Skeleton h={36} w={320} />
        <Paper withBorder radius="lg" p="lg">
          <Skeleton h={160} />
        </Paper>
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <>
        <PageHeader title={t('editAccount')} />
        <EmptyCard
          icon={<IconUserQuestion aria-hidden />}
          title={loadFailed(t('accountLoadFailed'), detail.error)}
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
  return (
    <>
      <Anchor component={Link} to={accountPath(account.objectId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('backTo', { name: account.name })}
        </Group>
      </Anchor>
      <PageHeader title={t('editName', { name: account.name })} />
      <Stack gap="lg">
        <BasicInfoCard key={account.objectId} account={account} canEdit={account.permissions.includes('account:edit')} flash={flash} />
        <MembersCard account={account} flash={flash} />
        {account.permissions.includes('account:shoppingSettings') && <ShoppingSettingsCard orgId={account.objectId} flash={flash} />}
        {(account.type === 'distributor' || account.type === 'dealer') && account.permissions.includes('account:edit') && (
          <AccountSecurityCard orgId={account.objectId} flash={flash} />
        )}
      </Stack>
      {flash.banner}
    </>
  );
}
