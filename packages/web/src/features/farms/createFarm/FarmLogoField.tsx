import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import { errorText } from '../../../ui/apiMessages';
import { ImagePicker } from '../../../ui/ImagePicker';
import { uploadImage } from '../../../ui/uploadImage';
import { farmsMessages } from '../messages';
import type { CreateFarmFormApi } from './useCreateFarmForm';

/** The farm logo: uploaded when picked, its file id kept in the form. */
export function FarmLogoField({ form }: { form: CreateFarmFormApi }) {
  const t = useT(farmsMessages);
  const [logo, setLogo] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);

  const pickLogo = async (file: File) => {
    setLogoError(null);
    try {
      const uploaded = await uploadImage(file);
      form.setValue('fileId', uploaded.objectId);
      setLogo(uploaded.image);
    } catch (error) {
      setLogoError(t('logoUploadFailed', { error: errorText(error) }));
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('farmLogo')}
      </Text>
      <ImagePicker
        label={t('farmLogoLabel')}
        src={logo}
        name={form.getValues('name') || t('farmFallbackName')}
        shape="square"
        onPick={pickLogo}
      />
      {(logoError || form.formState.errors.fileId) && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {logoError ?? (form.formState.errors.fileId?.message && domainText(form.formState.errors.fileId.message))}
        </Text>
      )}
    </Stack>
  );
}
