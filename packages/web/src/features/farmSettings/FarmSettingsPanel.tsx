import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPhotoPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  farmSettingsFormSchema,
  farmSettingsFormToBody,
  type FarmDetail,
  type FarmSettingsFormInput,
  type FarmSettingsFormValues,
} from '@tilth/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText, imageUploadFailed } from '../../ui/apiMessages';
import { serverFieldErrors } from '../../ui/serverFieldErrors';
import { IMAGE_ACCEPT, uploadImage } from '../../ui/uploadImage';
import { farmKeys } from '../farms/farmsApi';
import { farmSettingsKeys, saveFarmSettings } from './farmSettingsApi';
import { farmSettingsMessages } from './messages';

type Message = { kind: 'success' | 'error'; text: string } | null;

/**
 * Settings (spec 001 §2.3, §5, §8): logo, name, mailing and physical address, latitude and
 * longitude. Read-only for the user roles (the API's canEdit). The
 * server's message shows after saving, success or failure.
 */
export function FarmSettingsPanel({ farm }: { farm: FarmDetail }) {
  const t = useT(farmSettingsMessages);
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<Message>(null);
  const [logo, setLogo] = useState<{ fileId: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FarmSettingsFormInput, unknown, FarmSettingsFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(farmSettingsFormSchema),
    defaultValues: {
      name: farm.name,
      mailingAddress: farm.mailingAddress ?? '',
      physicalAddress: farm.physicalAddress,
      latitude: String(farm.location.latitude),
      longitude: String(farm.location.longitude),
    },
  });
  const save = useMutation({
    mutationFn: (values: FarmSettingsFormValues) => saveFarmSettings(farm.objectId, farmSettingsFormToBody(values, logo?.fileId)),
    onSuccess: ({ data, message: text }) => {
      queryClient.setQueryData(farmSettingsKeys.farm(farm.objectId), data);
      void queryClient.invalidateQueries({ queryKey: farmKeys.all });
      setLogo(null);
      setMessage({ kind: 'success', text });
    },
    onError: (error) => {
      for (const { field, message: text } of serverFieldErrors(error, {
        name: 'name',
        mailingAddress: 'mailingAddress',
        physicalAddress: 'physicalAddress',
        'location.latitude': 'latitude',
        'location.longitude': 'longitude',
      })) {
        form.setError(field as keyof FarmSettingsFormInput, { type: 'server', message: text });
      }
      setMessage({ kind: 'error', text: errorText(error) });
    },
  });
  const pickLogo = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      setLogo({ fileId: uploaded.objectId, url: uploaded.image });
      setMessage(null);
    } catch {
      setMessage({ kind: 'error', text: imageUploadFailed() });
    } finally {
      setUploading(false);
    }
  };
  const readOnly = !farm.canEdit;
  const errors = form.formState.errors;
  /** A field's message: the domain's checks come in English, the server's already worded. */
  const fieldError = (message: string | undefined) => message && domainText(message);
  const image = logo?.url ?? farm.image;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      onChange={() => setMessage(null)}
      aria-labelledby="farm-settings-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="farm-settings-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lead')}
          </Text>
        </div>
        {message && (
          <Alert
            color={message.kind === 'success' ? 'field' : 'red'}
            icon={message.kind === 'success' ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
            role={message.kind === 'success' ? 'status' : 'alert'}
            data-testid="settings-message"
          >
            {message.text}
          </Alert>
        )}
        {/* Read-only fields are disabled like latitude and longitude, not merely readOnly: a
            readOnly input looks editable and takes the caret (spec 001 §5 blocks these roles). */}
        {readOnly && (
          <Text size="sm" c="dimmed">
            {t('adminsOnly')}
          </Text>
        )}
        <FileButton onChange={(file) => void pickLogo(file)} accept={IMAGE_ACCEPT} disabled={readOnly || uploading}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              h="auto"
              py="xs"
              loading={uploading}
              disabled={readOnly}
              aria-label={image ? t('changeLogoAria') : t('addLogo')}
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar src={image} radius="md" size={48} alt="">
                  <IconPhotoPlus aria-hidden />
                </Avatar>
                <Text size="sm" fw={600}>
                  {image ? t('changeLogo') : t('addLogo')}
                </Text>
              </Group>
            </Button>
          )}
        </FileButton>
        <TextInput
          label={t('farmName')}
          withAsterisk={!readOnly}
          disabled={readOnly}
          error={fieldError(errors.name?.message)}
          {...form.register('name')}
        />
        <TextInput
          label={t('mailingAddress')}
          withAsterisk={!readOnly}
          disabled={readOnly}
          error={fieldError(errors.mailingAddress?.message)}
          {...form.register('mailingAddress')}
        />
        <TextInput
          label={t('physicalAddress')}
          description={t('optional')}
          disabled={readOnly}
          error={fieldError(errors.physicalAddress?.message)}
          {...form.register('physicalAddress')}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={t('latitude')}
            inputMode="decimal"
            withAsterisk={!readOnly}
            disabled={readOnly}
            error={fieldError(errors.latitude?.message)}
            {...form.register('latitude')}
          />
          <TextInput
            label={t('longitude')}
            inputMode="decimal"
            withAsterisk={!readOnly}
            disabled={readOnly}
            error={fieldError(errors.longitude?.message)}
            {...form.register('longitude')}
          />
        </Group>
        {!readOnly && (
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {t('save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
