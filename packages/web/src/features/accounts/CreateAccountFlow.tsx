import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Loader, PasswordInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingStore, IconChevronRight, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newAccountInviteSchema, type ChildAccountType, type NewAccountInvite } from '@tilth/domain';
import type { AccountView, CreatedAccountView } from '@tilth/domain/accounts/views';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AppModal } from '../../ui/AppModal';
import { isDuplicateUserId, serverFieldErrors } from '../../ui/serverFieldErrors';
import { SearchField } from '../../ui/SearchField';
import { loadFailed } from '../../ui/apiMessages';
import { useSignedInAccount } from '../auth/useAccount';
import { typeLabel, typePlural } from './accountLabels';
import { accountsKeys, createAccount, searchAccounts } from './accountsApi';
import { accountPath } from './AccountTable';
import classes from './Accounts.module.css';

/** Spec 000 §9: the account invite search waits 600 ms after the last keystroke. */
export const INVITE_SEARCH_DEBOUNCE_MS = 600;

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
  const [step, setStep] = useState<Step>({ name: 'search' });
  const close = () => {
    onClose();
    setStep({ name: 'search' });
  };
  const label = typeLabel(childType);
  const title = {
    search: `Add a ${label}`,
    form: `Create a New ${label}`,
    existing: farm ? 'Added to the Farm' : 'Already One of Your Accounts',
    sent: 'Invite Email Sent',
  }[step.name];

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
        <CreateForm
          parent={parent}
          childType={childType}
          farm={farm}
          prefill={step.prefill}
          onBack={() => setStep({ name: 'search' })}
          onSent={(created) => setStep({ name: 'sent', created })}
        />
      )}
      {step.name === 'existing' && (
        <Done icon={<IconCircleCheck size={40} aria-hidden />}>
          <Text>
            {farm ? (
              <>
                <b>{step.account.name}</b> was added to the farm {farm.name}.
              </>
            ) : (
              <>
                <b>{step.account.name}</b> is already one of your accounts, so there is nothing to create.
              </>
            )}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            {!farm && (
              <Button component={Link} to={accountPath(step.account.objectId)} onClick={close}>
                Open Account
              </Button>
            )}
          </Group>
        </Done>
      )}
      {step.name === 'sent' && (
        <Done icon={<IconMailForward size={40} aria-hidden />}>
          <Text>
            We e-mailed <b>{step.created.invitedToEmail}</b> an invitation to set up <b>{step.created.name}</b>. The account is listed as
            Invited until they sign up.
          </Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={close}>Done</Button>
          </Group>
        </Done>
      )}
    </AppModal>
  );
}

function Done({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Text c="field.7">{icon}</Text>
      {children}
    </Stack>
  );
}

function SearchStep({
  parent,
  childType,
  onChoose,
  onCreate,
}: {
  parent: { objectId: string; name: string };
  childType: ChildAccountType;
  onChoose: (account: AccountView) => void;
  onCreate: (prefill: string) => void;
}) {
  const { profile } = useSignedInAccount();
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text.trimEnd(), INVITE_SEARCH_DEBOUNCE_MS);
  const plural = typePlural(childType).toLowerCase();
  const results = useQuery({
    queryKey: accountsKeys.search(profile.objectId, parent.objectId, childType, name),
    queryFn: ({ signal }) => searchAccounts(profile.objectId, { name, orgId: parent.objectId, type: childType }, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Search first: the {typeLabel(childType).toLowerCase()} may already be one of the accounts under {parent.name}.
      </Text>
      <SearchField label={`Search ${plural}`} value={text} onChange={setText} maw="100%" />
      <div aria-live="polite" aria-busy={results.isFetching}>
        {results.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Searching" />
          </Group>
        ) : results.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {loadFailed('Accounts could not be searched', results.error)}
          </Alert>
        ) : results.data.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="md">
            {name ? `No ${plural} match "${name}".` : `There are no ${plural} under ${parent.name} yet.`}
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Existing ${plural}`}>
            {results.data.map((account) => (
              <li key={account.objectId}>
                <UnstyledButton className={classes.resultRow} onClick={() => onChoose(account)} aria-label={`Choose ${account.name}`}>
                  <IconBuildingStore size={20} aria-hidden />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} truncate="end">
                      {account.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {account.hqAddress || 'No address yet'}
                    </Text>
                  </div>
                  <IconChevronRight size={18} aria-hidden />
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </div>
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed">
          Not listed?
        </Text>
        <Button onClick={() => onCreate(text.trim())}>Create New {typeLabel(childType)}</Button>
      </Group>
    </Stack>
  );
}

/** Request field → form field, for marking what the server refused. */
const FORM_FIELDS: Record<string, string> = {
  name: 'name',
  invitedToName: 'invitedToName',
  invitedToEmail: 'invitedToEmail',
  userId: 'userId',
  password: 'password',
};

function CreateForm({
  parent,
  childType,
  farm,
  prefill,
  onBack,
  onSent,
}: {
  parent: { objectId: string; name: string };
  childType: ChildAccountType;
  farm?: { objectId: string };
  prefill: string;
  onBack: () => void;
  onSent: (created: CreatedAccountView) => void;
}) {
  const { profile } = useSignedInAccount();
  const queryClient = useQueryClient();
  const form = useForm<NewAccountInvite>({
    mode: 'onTouched',
    resolver: zodResolver(newAccountInviteSchema),
    defaultValues: {
      name: prefill,
      invitedToName: '',
      invitedToEmail: '',
      userId: '',
      password: '',
      invitedBy: profile.objectId,
      type: childType,
      parentId: parent.objectId,
      ...(farm && { farm: farm.objectId }),
    },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: createAccount,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
      onSent(created);
    },
    onError: (error) => {
      for (const { field, message } of serverFieldErrors(error, FORM_FIELDS)) {
        form.setError(field as keyof NewAccountInvite, { type: 'server', message });
      }
    },
  });
  // Spec 000 §8: 'Cannot Send Data' unless the server says the user id is taken.
  const failure = create.error ? (isDuplicateUserId(create.error) ? create.error.message : 'Cannot Send Data') : null;

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => create.mutate(body))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The new {typeLabel(childType).toLowerCase()} goes under {parent.name}. Its first administrator gets an e-mail invitation to sign
          up.
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label="Account Name" withAsterisk error={errors.name?.message} {...form.register('name')} data-autofocus />
        <Fieldset
          legend={
            <Text fw={700} size="sm">
              First Administrator
            </Text>
          }
          variant="filled"
          radius="md"
        >
          <Stack gap="sm">
            <TextInput
              label="Name"
              withAsterisk
              autoComplete="off"
              error={errors.invitedToName?.message}
              {...form.register('invitedToName')}
            />
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              autoComplete="off"
              error={errors.invitedToEmail?.message}
              {...form.register('invitedToEmail')}
            />
            <TextInput
              label="User Id"
              description="The username they will sign in with; they can change it when they sign up."
              withAsterisk
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              error={errors.userId?.message}
              {...form.register('userId')}
            />
            <PasswordInput
              label="Password"
              description="Needed to send the invitation; they choose their own password when they sign up."
              withAsterisk
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
          </Stack>
        </Fieldset>
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={create.isPending}>
            Send Invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
