import { Skeleton, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { fetchAccountSecuritySettings, saveAccountSecuritySettings, securityKeys } from '../auth/securityApi';

const TITLE = 'Sign-in Security';

/**
 * A distributor's or dealer's setting (issue 36): its admins must use two-step sign-in. Shown to
 * the admins who may set it (that account's or above); the API decides, and the card stays away
 * when it refuses.
 */
export function AccountSecurityCard({ orgId, flash }: { orgId: string; flash: Flash }) {
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
      flash.show(
        'success',
        saved.requireAdminTwoFactor ? 'Admins must now use two-step sign-in' : 'Two-step sign-in is now up to each admin',
      );
    },
    onError: (error) => flash.show('error', error.message),
  });
  if (settings.isError && isApiError(settings.error) && [403, 404].includes(settings.error.status)) return null;

  return (
    <SectionCard title={TITLE} description="How this account’s administrators sign in.">
      {settings.isPending ? (
        <Skeleton h={42} maw={520} />
      ) : settings.isError ? (
        <Text c="red">{settings.error.message}</Text>
      ) : (
        <Switch
          label="Administrators must use two-step sign-in"
          description="Each admin signs in with a code from an authenticator app as well as the password. Admins who haven’t set it up do so at their next sign-in, and are signed out until then."
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
