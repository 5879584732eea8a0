import type { ChildAccountType } from '@tilth/domain';
import type { AccountView, CreatedAccountView } from '@tilth/domain/accounts/views';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { AppModal } from '../../../ui/AppModal';
import { accountsMessages } from '../messages';
import { CreateFormStep } from './CreateFormStep';
import { ExistingAccountStep } from './ExistingAccountStep';
import { InviteSentStep } from './InviteSentStep';
import { SearchStep } from './SearchStep';

type Step =
  | { name: 'search' }
  | { name: 'form'; prefill: string }
  | { name: 'existing'; account: AccountView }
  | { name: 'sent'; created: CreatedAccountView };

interface CreateAccountFlowProps {
  opened: boolean;
  onClose: () => void;
  /** The account the new one goes under. */
  parent: { objectId: string; name: string };
  childType: ChildAccountType;
  /** When creating from a farm, choosing an existing account adds it to that farm. */
  farm?: { objectId: string; name: string };
  onChosen?: (account: AccountView) => void;
}

/**
 * Create-account flow of spec 000 §2.7: search first, then either the create form (which sends
 * the first administrator an invitation) or, for an account that already exists, a done message.
 */
export function CreateAccountFlow({ opened, onClose, parent, childType, farm, onChosen }: CreateAccountFlowProps) {
  const t = useT(accountsMessages);
  const [step, setStep] = useState<Step>({ name: 'search' });
  const close = () => {
    onClose();
    setStep({ name: 'search' });
  };
  const title = {
    search: () => t('addOfType', { type: childType }),
    form: () => t('createNewOfType', { type: childType }),
    existing: () => (farm ? t('addedToFarm') : t('alreadyYours')),
    sent: () => t('inviteEmailSent'),
  }[step.name]();

  return (
    <AppModal opened={opened} onClose={close} title={title} size="lg">
      {step.name === 'search' && (
        <SearchStep
          parent={parent}
          childType={childType}
          onChoose={(account) => {
            onChosen?.(account);
            setStep({ name: 'existing', account });
          }}
          onCreate={(prefill) => setStep({ name: 'form', prefill })}
        />
      )}
      {step.name === 'form' && (
        <CreateFormStep
          parent={parent}
          childType={childType}
          farm={farm}
          prefill={step.prefill}
          onBack={() => setStep({ name: 'search' })}
          onSent={(created) => setStep({ name: 'sent', created })}
        />
      )}
      {step.name === 'existing' && <ExistingAccountStep account={step.account} farm={farm} onClose={close} />}
      {step.name === 'sent' && <InviteSentStep created={step.created} onClose={close} />}
    </AppModal>
  );
}
