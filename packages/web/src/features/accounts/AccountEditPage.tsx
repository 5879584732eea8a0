import { Anchor, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { loadFailed } from '../../ui/apiMessages';
import { EmptyCard } from '../../ui/EmptyCard';
import { useFlash } from '../../ui/flash';
import { PageHeader } from '../../ui/PageHeader';
import { accountsKeys, fetchAccount } from './accountsApi';
import { accountPath, type EditAccountState } from './AccountTable';
import { BasicInfoCard } from './BasicInfoCard';
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
  const flash = useFlash();
  const detail = useQuery({ queryKey: accountsKeys.detail(orgId), queryFn: ({ signal }) => fetchAccount(orgId, signal) });

  if (detail.isPending) {
    return (
      <Stack gap="lg" aria-label="Loading account">
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
        <PageHeader title="Edit Account" />
        <EmptyCard
          icon={<IconUserQuestion aria-hidden />}
          title={loadFailed('The account could not be loaded', detail.error)}
          description={
            <Anchor component={Link} to="/dashboard/groups">
              Back to Accounts
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
          Back to {account.name}
        </Group>
      </Anchor>
      <PageHeader title={`Edit ${account.name}`} />
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
