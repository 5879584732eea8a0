import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../ui/apiMessages';
import { ImagePicker } from '../../../ui/ImagePicker';
import { uploadImage } from '../../../ui/uploadImage';
import type { CreateFarmFormApi } from './useCreateFarmForm';

/** The farm logo: uploaded when picked, its file id kept in the form. */
export function FarmLogoField({ form }: { form: CreateFarmFormApi }) {
  const [logo, setLogo] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);

  const pickLogo = async (file: File) => {
    setLogoError(null);
    try {
      const uploaded = await uploadImage(file);
      form.setValue('fileId', uploaded.objectId);
      setLogo(uploaded.image);
    } catch (error) {
      setLogoError(`The logo could not be uploaded: ${errorText(error)}`);
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Farm Logo
      </Text>
      <ImagePicker label="Farm logo" src={logo} name={form.getValues('name') || 'Farm'} shape="square" onPick={pickLogo} />
      {(logoError || form.formState.errors.fileId) && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {logoError ?? form.formState.errors.fileId?.message}
        </Text>
      )}
    </Stack>
  );
}
