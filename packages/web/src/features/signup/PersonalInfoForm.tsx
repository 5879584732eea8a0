import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personalInfoSchema, type PersonalInfoForm as PersonalInfo, type Profile } from '@tilth/domain';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/errors';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText, imageUploadFailed } from '../../ui/apiMessages';
import { ImagePicker } from '../../ui/ImagePicker';
import { isDuplicateEmail } from '../../ui/serverFieldErrors';
import { uploadImage } from '../../ui/uploadImage';
import { updateProfile } from '../profile/profileApi';
import { accountKeys } from '../auth/useAccount';
import { signupMessages } from './messages';

/**
 * Personal info (spec 000 §2.10): profile picture, 'Your Name' and 'Your Email'; used by team
 * sign-up step 2 and the member join page. Saves, then calls onDone. A new e-mail signs in, so
 * it is confirmed with the current password (the one just chosen), as on the edit-account page.
 */
export function PersonalInfoForm({
  profile,
  submitLabel,
  submitIcon,
  onBack,
  onDone,
}: {
  profile: Profile;
  submitLabel: string;
  submitIcon?: ReactNode;
  onBack?: () => void;
  onDone: () => void;
}) {
  const t = useT(signupMessages);
  const queryClient = useQueryClient();
  const [picture, setPicture] = useState<string | null>(profile.profileImage);
  const [uploadFailed, setUploadFailed] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const form = useForm<PersonalInfo>({
    mode: 'onTouched',
    resolver: zodResolver(personalInfoSchema),
    defaultValues: { name: profile.name, email: profile.email },
  });
  const { errors } = form.formState;
  // The schema's checks are the domain's sentences; the server's (type 'server') come worded already.
  const errorOf = (error: { type?: string; message?: string } | undefined) =>
    error?.message && error.type !== 'server' ? domainText(error.message) : error?.message;

  const save = useMutation({
    mutationFn: (values: PersonalInfo) =>
      updateProfile(profile.objectId, {
        name: values.name,
        ...(values.email && values.email !== profile.email && { email: values.email, currentPassword }),
        ...(values.fileId && { fileId: values.fileId }),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(accountKeys.profile(profile.objectId), updated);
      onDone();
    },
    onError: (error) => {
      if (isDuplicateEmail(error)) form.setError('email', { type: 'server', message: errorText(error) });
    },
  });

  const pickPicture = async (file: File) => {
    setUploadFailed(false);
    try {
      const uploaded = await uploadImage(file);
      form.setValue('fileId', uploaded.objectId);
      setPicture(uploaded.file.url);
    } catch {
      setUploadFailed(true);
    }
  };

  const typedEmail = form.watch('email')?.trim().toLowerCase();
  const emailChanges = !!typedEmail && typedEmail !== profile.email;
  const passwordError = isApiError(save.error) && save.error.fields.includes('currentPassword') ? save.error.message : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values as PersonalInfo))}>
      <Stack gap="md">
        {save.isError && !isDuplicateEmail(save.error) && !passwordError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <ImagePicker label={t('profilePicture')} src={picture} name={profile.name} onPick={pickPicture} />
        {uploadFailed && (
          <Alert color="red" variant="light" role="alert">
            {imageUploadFailed()}
          </Alert>
        )}
        <TextInput label={t('yourName')} withAsterisk autoComplete="name" error={errorOf(errors.name)} {...form.register('name')} />
        <TextInput label={t('yourEmail')} type="email" autoComplete="email" error={errorOf(errors.email)} {...form.register('email')} />
        {emailChanges && (
          <PasswordInput
            label={t('currentPassword')}
            description={t('currentPasswordHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            error={passwordError}
          />
        )}
        <Group justify={onBack ? 'space-between' : 'flex-end'} mt="xs">
          {onBack && (
            <Button variant="default" onClick={onBack}>
              {t('back')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} rightSection={submitIcon}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
