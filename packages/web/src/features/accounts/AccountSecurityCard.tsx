import { Skeleton, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { fetchAccountSecuritySettings, saveAccountSecuritySettings, securityKeys } from '../auth/securityApi';
import { accountsMessages } from './messages';

/**
 * A distributor's or dealer's setting (issue 36): its admins must use two-step sign-in. Shown to
 * the admins who may set it (that account's or above); the API decides, and the card stays away
 * when it refuses.
 */
export function AccountSecurityCard({ orgId, flash }: { orgId: string; flash: Flash }) {
  const t = useT(accountsMessages);
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: securityKeys.accountSettings(orgId),
    queryFn: ({ signal }) => fetchAccountSecuritySettings(orgId, signal),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (requireAdminTwoFactor: boolean) => saveAccountSecuritySettings(orgId, { requireAdminTwoFactor }),
    onSuccess: (saved) => {
      queryClient.setQueryData(securityKeys.accountSettings(orgId), saved);
      flash.show('success', saved.requireAdminTwoFactor ? t('adminsMustNow') : t('upToEachAdmin'));
    },
    onError: (error) => flash.show('error', error.message),
  });
  if (settings.isError && isApiError(settings.error) && [403, 404].includes(settings.error.status)) return null;

  return (
    <SectionCard title={t('securityTitle')} description={t('securityDescription')}>
      {settings.isPending ? (
        <Skeleton h={42} maw={520} />
      ) : settings.isError ? (
        <Text c="red">{settings.error.message}</Text>
      ) : (
        <Switch
          label={t('requireTwoStep')}
          description={t('requireTwoStepHelp')}
          checked={settings.data.requireAdminTwoFactor}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
          size="md"
          maw={620}
        />
      )}
    </SectionCard>
  );
}
