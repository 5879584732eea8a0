import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { accountInfoFormSchema, type AccountInfoForm, type Profile } from '@tilth/domain';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { Flash } from '../../ui/flash';
import { SaveOnBlurForm } from '../../ui/SaveOnBlurForm';
import { serverFieldErrors } from '../../ui/serverFieldErrors';
import { SectionCard } from '../../ui/SectionCard';
import { useSaveOnBlur } from '../../ui/useSaveOnBlur';
import { EditToggle } from './EditToggle';
import { ReadOnlyField } from './ReadOnlyField';
import { useProfileSaver } from './useProfileSaver';

const LABELS = { username: 'Username', email: 'Email', password: 'Password' } as const;
const TITLE = 'Account Information';

/**
 * Account Information (spec 000 §2.8): username, e-mail and password, saved one field at a time
 * on blur. The password field starts empty; leaving it empty changes nothing.
 */
export function AccountInfoCard({ profile, flash }: { profile: Profile; flash: Flash }) {
  const [editing, setEditing] = useState(false);
  const saveProfile = useProfileSaver(profile.objectId);
  const initial = () => ({ username: profile.username, email: profile.email, password: '' });
  const form = useForm<AccountInfoForm>({ mode: 'onChange', resolver: zodResolver(accountInfoFormSchema), defaultValues: initial() });
  const saved = useMemo(() => ({ username: profile.username, email: profile.email, password: '' }), [profile]);

  // A taken username or e-mail marks its field as well as the message (spec 000 §5).
  const save = async (change: Record<string, unknown>) => {
    try {
      return await saveProfile(change);
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, { username: 'username', email: 'email' })) {
        form.setError(field as Path<AccountInfoForm>, { type: 'server', message });
      }
      throw error;
    }
  };
  const saveOnBlur = useSaveOnBlur<AccountInfoForm>({
    form,
    fields: accountInfoFormSchema.shape,
    saved,
    labels: LABELS,
    save,
    flash,
    onSaved: (name) => {
      if (name === 'password') form.reset({ ...form.getValues(), password: '' }, { keepErrors: false });
    },
  });

  const toggle = () => {
    form.reset(initial());
    setEditing(!editing);
  };

  const field = (name: keyof AccountInfoForm) => ({
    label: LABELS[name],
    withAsterisk: name !== 'password',
    error: form.formState.errors[name]?.message,
    ...form.register(name, {
      onBlur: () => {
        if (name === 'password' && form.getValues('password') === '') return;
        void saveOnBlur(name);
      },
    }),
  });

  return (
    <SectionCard
      title={TITLE}
      description={editing ? 'Changes save when you leave a field. You sign in with the username or the e-mail.' : undefined}
      actions={<EditToggle editing={editing} onToggle={toggle} section={TITLE} />}
    >
      {editing ? (
        <SaveOnBlurForm cols={3}>
          <TextInput {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} data-autofocus />
          <TextInput {...field('email')} type="email" autoComplete="email" />
          <PasswordInput
            {...field('password')}
            label="New Password"
            description="3 to 30 letters or digits"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder="Leave empty to keep it"
            autoComplete="new-password"
          />
        </SaveOnBlurForm>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ReadOnlyField label="Username" value={profile.username} />
          <ReadOnlyField label="Email" value={profile.email} />
          <ReadOnlyField label="Password" value="••••••••" />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
