import { Button, CloseButton, FileButton, Group, Image, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { IMAGE_ACCEPT } from '../../ui/uploadImage';
import { siteConfigMessages } from './messages';
import type { PickedImage } from './useNoteDraft';

/** The note's image: a button that uploads the file chosen, and the uploaded image's preview with a remove button. */
export function NoteImageField({
  image,
  uploading,
  onChoose,
  onRemove,
}: {
  image: PickedImage | null;
  uploading: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const t = useT(siteConfigMessages);
  return (
    <>
      <Group gap="sm" align="center">
        <FileButton onChange={(file) => file && onChoose(file)} accept={IMAGE_ACCEPT} disabled={uploading}>
          {(props) => (
            <Button {...props} variant="default" size="sm" leftSection={<IconPhotoUp size={18} aria-hidden />} loading={uploading}>
              {image ? t('changeImage') : t('addImage')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('imageFormats')}
        </Text>
      </Group>
      {image && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Image src={image.url} alt={t('newNoteImage')} h={96} w="auto" fit="contain" radius="md" data-testid="note-image-preview" />
          <CloseButton aria-label={t('removeImage')} onClick={onRemove} />
        </Group>
      )}
    </>
  );
}
