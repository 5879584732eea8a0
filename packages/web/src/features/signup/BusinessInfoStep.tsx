import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessInfoSchema, type BusinessInfoForm as BusinessInfo, type OrganisationSummary, type Profile } from '@tilth/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText, imageUploadFailed } from '../../ui/apiMessages';
import { ImagePicker } from '../../ui/ImagePicker';
import { uploadImage } from '../../ui/uploadImage';
import { updateAccount } from '../accounts/accountsApi';
import { accountKeys } from '../auth/useAccount';
import { signupMessages } from './messages';

/** Team sign-up step 1 (spec 000 §2.10): logo, name, headquarters, business e-mail and phone. */
export function BusinessInfoStep({ profile, organisation }: { profile: Profile; organisation: OrganisationSummary }) {
  const t = useT(signupMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<string | null>(organisation.image);
  const [uploadFailed, setUploadFailed] = useState(false);
  const form = useForm<BusinessInfo>({
    mode: 'onTouched',
    resolver: zodResolver(businessInfoSchema),
    defaultValues: {
      name: organisation.name,
      hqAddress: organisation.hqAddress ?? '',
      businessEmail: organisation.businessEmail ?? '',
      phone: organisation.phone ?? '',
    },
  });
  const { errors } = form.formState;
  // The schema's checks are the domain's sentences.
  const errorOf = (message: string | undefined) => message && domainText(message);

  const save = useMutation({
    mutationFn: (values: BusinessInfo) =>
      updateAccount(organisation.objectId, {
        name: values.name,
        hqAddress: values.hqAddress,
        phone: values.phone,
        ...(values.businessEmail && { businessEmail: values.businessEmail }),
        ...(values.fileId && { fileId: values.fileId }),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile(profile.objectId) });
      void navigate('/signUp/org/personalInfo');
    },
  });

  const pickLogo = async (file: File) => {
    setUploadFailed(false);
    try {
      const uploaded = await uploadImage(file);
      form.setValue('fileId', uploaded.objectId);
      setLogo(uploaded.file.url);
    } catch {
      setUploadFailed(true);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values as BusinessInfo))}>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <ImagePicker label={t('logo')} src={logo} name={organisation.name} shape="square" onPick={pickLogo} />
        {uploadFailed && (
          <Alert color="red" variant="light" role="alert">
            {imageUploadFailed()}
          </Alert>
        )}
        <TextInput
          label={t('name')}
          withAsterisk
          autoComplete="organization"
          error={errorOf(errors.name?.message)}
          {...form.register('name')}
        />
        <TextInput
          label={t('hqAddress')}
          withAsterisk
          autoComplete="street-address"
          error={errorOf(errors.hqAddress?.message)}
          {...form.register('hqAddress')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('businessEmail')}
            type="email"
            autoComplete="email"
            error={errorOf(errors.businessEmail?.message)}
            {...form.register('businessEmail')}
          />
          <TextInput
            label={t('businessPhone')}
            type="tel"
            withAsterisk
            autoComplete="tel"
            placeholder="(806) 555-0187"
            error={errorOf(errors.phone?.message)}
            {...form.register('phone')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={save.isPending} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('nextProfile')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
