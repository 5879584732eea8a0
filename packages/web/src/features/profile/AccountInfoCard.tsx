import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountInfoFormSchema, CURRENT_PASSWORD_REQUIRED, needsCurrentPassword, type AccountInfoForm, type Profile } from '@tilth/domain';
import { useMemo, useState, type FocusEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { isApiError } from '../../api/errors';
import { domainText } from '../../i18n/domainText';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { SaveOnBlurForm } from '../../ui/SaveOnBlurForm';
import { serverFieldErrors } from '../../ui/serverFieldErrors';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveOnBlur, valueToSave } from '../../ui/useSaveOnBlur';
import { accountSecurityKeys, fetchAccountSecurity } from './accountSecurityApi';
import { EditToggle } from './EditToggle';
import { profileMessages } from './messages';
import { ReadOnlyField } from './ReadOnlyField';
import { useProfileSaver } from './useProfileSaver';

/** A field's message: the domain's checks in the app's language, the server's as they came. */
const fieldError = (error: { type?: string; message?: string } | undefined) =>
  error?.message && error.type !== 'server' ? domainText(error.message) : error?.message;

/** The fields that sign in, in the order they save: the password last, as it changes what "current" means. */
const SIGN_IN_FIELDS = ['username', 'email', 'password'] as const;
type SignInField = (typeof SIGN_IN_FIELDS)[number];

/**
 * Account Information (spec 000 §2.8): username, e-mail and password, saved one field at a time
 * on blur. The password field starts empty; leaving it empty changes nothing. Changing any of them
 * also asks for the current password (a session alone must not take the account over): the field
 * appears with the first change, and leaving it saves the changes that waited for it.
 */
export function AccountInfoCard({ profile, flash }: { profile: Profile; flash: Flash }) {
  const t = useT(profileMessages);
  const labels = { username: t('username'), email: t('email'), password: t('password'), currentPassword: t('currentPassword') };
  const title = t('accountTitle');
  const [editing, setEditing] = useState(false);
  const saveProfile = useProfileSaver(profile.objectId);
  const initial = () => ({ username: profile.username, email: profile.email, password: '', currentPassword: '' });
  const form = useForm<AccountInfoForm>({ mode: 'onChange', resolver: zodResolver(accountInfoFormSchema), defaultValues: initial() });
  const saved = useMemo(() => ({ username: profile.username, email: profile.email, password: '', currentPassword: '' }), [profile]);
  // A new e-mail waits for its confirmation link (issue 36): the account keeps the old one until then.
  const queryClient = useQueryClient();
  const security = useQuery({ queryKey: accountSecurityKeys.all, queryFn: ({ signal }) => fetchAccountSecurity(signal) });
  const pendingEmail = security.data?.pendingEmail?.email ?? null;

  // A taken username or e-mail marks its field as well as the message (spec 000 §5); a wrong
  // current password marks the current password field with the server's message.
  const save = async (change: Record<string, unknown>) => {
    const currentPassword = form.getValues('currentPassword');
    try {
      return await saveProfile(needsCurrentPassword(change as Partial<AccountInfoForm>, profile) ? { ...change, currentPassword } : change);
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, { username: 'username', email: 'email' })) {
        form.setError(field as Path<AccountInfoForm>, { type: 'server', message });
      }
      if (isApiError(error) && error.fields.includes('currentPassword')) {
        form.setError('currentPassword', { type: 'server', message: error.message });
      }
      throw error;
    }
  };
  const saveOnBlur = useSaveOnBlur<AccountInfoForm>({
    form,
    fields: accountInfoFormSchema.shape,
    saved,
    labels,
    save,
    flash,
    onSaved: (name) => {
      if (name === 'password') form.reset({ ...form.getValues(), password: '', currentPassword: '' }, { keepErrors: false });
      if (name === 'email') {
        const asked = form.getValues('email').trim().toLowerCase();
        form.reset({ ...form.getValues(), email: profile.email }, { keepErrors: false });
        flash.show('success', translate(profileMessages, 'emailLinkSent', { email: asked }));
        void queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all });
      }
    },
  });

  const waitsToSave = (name: SignInField) =>
    !(name === 'password' && form.getValues('password') === '') &&
    valueToSave(accountInfoFormSchema.shape[name], form.getValues(name), saved[name]) !== undefined;

  const leaveSignInField = (name: SignInField, next: EventTarget | null) => {
    if (name === 'password' && form.getValues('password') === '') return;
    if (waitsToSave(name) && form.getValues('currentPassword') === '') {
      // Moving on to the current password is the way to save: no error for that.
      if ((next as HTMLInputElement | null)?.name !== 'currentPassword') {
        form.setError('currentPassword', { type: 'required', message: CURRENT_PASSWORD_REQUIRED });
      }
      return;
    }
    void saveOnBlur(name);
  };

  const leaveCurrentPassword = async () => {
    if (form.getValues('currentPassword') === '') return;
    form.clearErrors('currentPassword');
    for (const name of SIGN_IN_FIELDS) {
      if (waitsToSave(name)) await saveOnBlur(name);
      // A refused password stops here: each further try would count as another wrong guess.
      if (form.getFieldState('currentPassword').invalid) return;
    }
  };

  const toggle = () => {
    form.reset(initial());
    setEditing(!editing);
  };

  const field = (name: keyof AccountInfoForm) => ({
    label: labels[name],
    withAsterisk: name === 'username' || name === 'email',
    // The schema's checks and CURRENT_PASSWORD_REQUIRED are the domain's sentences; the server's come worded already.
    error: fieldError(form.formState.errors[name]),
    ...form.register(name, {
      onBlur: (event: FocusEvent<HTMLInputElement>) =>
        name === 'currentPassword' ? void leaveCurrentPassword() : leaveSignInField(name, event.relatedTarget),
    }),
  });

  // Re-renders as the sign-in fields change, so the current password field shows with the first change.
  form.watch(SIGN_IN_FIELDS);
  const changing = SIGN_IN_FIELDS.some(waitsToSave);

  const pendingNote = pendingEmail && (
    <Alert color="blue" variant="light" icon={<IconMailForward aria-hidden />} mt="md" data-testid="pending-email">
      {t('pendingEmail', { pending: pendingEmail, email: profile.email })}
    </Alert>
  );

  return (
    <SectionCard
      title={title}
      description={editing ? t('accountEditingHint') : undefined}
      actions={<EditToggle editing={editing} onToggle={toggle} section={title} />}
    >
      {editing ? (
        <Stack gap={0}>
          <SaveOnBlurForm cols={3}>
            <TextInput {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} data-autofocus />
            <TextInput {...field('email')} type="email" autoComplete="email" />
            <PasswordInput
              {...field('password')}
              label={t('newPassword')}
              description={t('passwordRule')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={t('keepPassword')}
              autoComplete="new-password"
            />
            {(changing || form.formState.errors.currentPassword) && (
              <PasswordInput
                {...field('currentPassword')}
                withAsterisk
                description={t('currentPasswordHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="current-password"
              />
            )}
          </SaveOnBlurForm>
          {pendingNote}
        </Stack>
      ) : (
        <Stack gap={0}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ReadOnlyField label={labels.username} value={profile.username} />
            <ReadOnlyField label={labels.email} value={profile.email} />
            <ReadOnlyField label={labels.password} value="••••••••" />
          </SimpleGrid>
          {pendingNote}
        </Stack>
      )}
    </SectionCard>
  );
}
