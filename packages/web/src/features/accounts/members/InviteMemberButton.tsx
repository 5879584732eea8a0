import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useT } from '../../../i18n/useT';
import { accountsMessages } from '../messages';

/**
 * The card's invite button: 'Invite Member' with the invite permission; a dealer_admin without it
 * gets 'Create Member +' (spec 000 §6). Both open the invite dialog.
 */
export function InviteMemberButton({ canInvite, dealerAdmin, onClick }: { canInvite: boolean; dealerAdmin: boolean; onClick: () => void }) {
  const t = useT(accountsMessages);
  return canInvite ? (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={onClick}>
      {t('inviteMember')}
    </Button>
  ) : dealerAdmin ? (
    <Button variant="light" onClick={onClick}>
      {t('createMember')}
    </Button>
  ) : null;
}
