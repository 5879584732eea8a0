import { ActionIcon, Alert, Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { outboxMessages } from './outboxMessages';
import { jpegName, shrinkPhoto } from './shrinkPhoto';

export interface ChosenPhoto {
  blob: Blob;
  fileName: string;
}

/**
 * An optional photo for a write (a note): the phone's camera or its pictures, shown as a preview
 * with Remove. The picture is made small (≤ 1600 px JPEG) as soon as it is chosen, so what is kept
 * on the device and sent is the small one.
 */
export function PhotoField({
  photo,
  onChange,
  onPreparing,
  disabled,
}: {
  photo: ChosenPhoto | null;
  onChange: (photo: ChosenPhoto | null) => void;
  /** True while a chosen picture is being made small (Save waits for it). */
  onPreparing: (preparing: boolean) => void;
  disabled?: boolean;
}) {
  const t = useT(outboxMessages);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo.blob);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setPreparing(true);
    onPreparing(true);
    try {
      onChange({ blob: await shrinkPhoto(file), fileName: jpegName(file.name) });
    } catch {
      // The browser could not decode it (a HEIC on a desktop browser, a damaged file).
      setProblem(t('photoUnreadable'));
      onChange(null);
    } finally {
      setPreparing(false);
      onPreparing(false);
      // The same picture can be chosen again after Remove.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        {t('photoOptional')}
      </Text>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        disabled={disabled}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
        data-testid="note-photo-input"
      />
      {photo && preview ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Image src={preview} alt={t('photoAlt')} w={120} h={90} fit="cover" radius="sm" />
          <ActionIcon variant="default" size="lg" onClick={() => onChange(null)} disabled={disabled} aria-label={t('removePhoto')}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Button
          variant="default"
          leftSection={preparing ? <Loader size={16} aria-hidden /> : <IconCamera size={18} aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled || preparing}
          w="fit-content"
        >
          {t(preparing ? 'preparingPhoto' : 'takePhoto')}
        </Button>
      )}
      {problem && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} py="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
