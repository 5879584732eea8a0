import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { uiMessages } from './messages';
import { IMAGE_ACCEPT } from './uploadImage';

interface ImagePickerProps {
  /** What the image is, e.g. 'Logo' or 'Profile picture'; names the button for screen readers. */
  label: string;
  src: string | null | undefined;
  /** Initials fall back to this name when there is no image. */
  name: string;
  shape?: 'circle' | 'square';
  disabled?: boolean;
  hint?: string;
  /** Uploads (and saves) the picked file; the button shows progress until it settles. */
  onPick: (file: File) => Promise<unknown>;
}

/** An image with a button to upload a new one (PNG, JPEG, GIF or WebP). */
export function ImagePicker({ label, src, name, shape = 'circle', disabled, hint, onPick }: ImagePickerProps) {
  const t = useT(uiMessages);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      await onPick(file);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={src || null}
        name={name}
        color="initials"
        size={72}
        radius={shape === 'circle' ? 'xl' : 'md'}
        alt={src ? label : ''}
        data-testid={`${label} preview`}
      />
      <Stack gap={4} align="flex-start">
        <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} disabled={disabled || busy}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconPhotoUp size={18} aria-hidden />}
              loading={busy}
              disabled={disabled}
            >
              {t(src ? 'changeImage' : 'uploadImage', { label: label.toLowerCase() })}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {hint ?? t('imageHint')}
        </Text>
      </Stack>
    </Group>
  );
}
