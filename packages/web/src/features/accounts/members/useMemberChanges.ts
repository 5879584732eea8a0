import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAdminRole, type RoleName } from '@tilth/domain';
import type { MemberView, TeamView } from '@tilth/domain/accounts/views';
import { useState } from 'react';
import { translate } from '../../../i18n/catalog';
import { errorText, fieldNotUpdated } from '../../../ui/apiMessages';
import type { Flash } from '../../../ui/flash';
import { accountsKeys, changeRole, removeMember } from '../accountsApi';
import { accountsMessages } from '../messages';
import { toggledRole, withRole, withoutMember } from '../team';

/**
 * The changes a manager makes to an account's members: a role change, shown at once and undone
 * if the call fails, and removal after the Remove Member question (`removing` is the member asked about).
 */
export function useMemberChanges(accountObjId: string, flash: Flash) {
  const queryClient = useQueryClient();
  const key = accountsKeys.team(accountObjId);
  const [removing, setRemoving] = useState<MemberView | null>(null);

  const role = useMutation({
    mutationFn: ({ member, to }: { member: MemberView; to: RoleName }) => changeRole(accountObjId, member.objectId, to),
    // The screen updates first; the snapshot puts it back if the server refuses.
    onMutate: async ({ member, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TeamView>(key);
      if (before) queryClient.setQueryData<TeamView>(key, withRole(before, member.objectId, to));
      return { before };
    },
    onError: (error, { member }, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      flash.show('error', fieldNotUpdated(error, member.name));
    },
    onSuccess: (_updated, { member, to }) => {
      flash.show('success', translate(accountsMessages, isAdminRole(to) ? 'nowAdministrator' : 'nowMember', { name: member.name }));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const remove = useMutation({
    mutationFn: (member: MemberView) => removeMember(accountObjId, member.objectId),
    onSuccess: (_answer, member) => {
      queryClient.setQueryData<TeamView>(key, (old) => (old ? withoutMember(old, member.objectId) : old));
      setRemoving(null);
      flash.show('success', translate(accountsMessages, 'memberRemoved', { name: member.name }));
    },
    onError: (error) => flash.show('error', translate(accountsMessages, 'memberNotRemoved', { error: errorText(error) })),
  });

  return {
    /** Administrator ↔ member of the same level. */
    toggleRole: (member: MemberView) => role.mutate({ member, to: toggledRole(member.role.name) }),
    removing,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    remove: (member: MemberView) => remove.mutate(member),
    removePending: remove.isPending,
  };
}
