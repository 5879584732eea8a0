import { Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { NotePhoto } from '@tilth/domain';
import { useNotePhotoSrc } from './notePhotosApi';
import { useT } from '../../../i18n/useT';
import { panelsMessages } from './panelsMessages';

const THUMB_PX = 72;

/** One photo, loaded with the user's token (an <img> can't send it), drawn at `size` or fitted to the width. */
export function NotePhotoImage({ photo, alt, size }: { photo: NotePhoto; alt: string; size?: number }) {
  const t = useT(panelsMessages);
  const { src, failed } = useNotePhotoSrc(photo);
  if (failed) {
    return (
      <Text size="xs" c="dimmed" w={size} ta="center">
        {t('photoNotLoaded')}
      </Text>
    );
  }
  if (!src) return <Skeleton width={size ?? '100%'} height={size ?? 240} radius="sm" aria-label={t('loadingPhoto')} />;
  const fit = size ? { width: size, height: size, objectFit: 'cover' as const } : { maxWidth: '100%', maxHeight: '75vh' };
  return <img src={src} alt={alt} style={{ display: 'block', borderRadius: 4, ...fit }} />;
}

/** A note's photos as thumbnails; tapping one asks to see it full size. */
export function NotePhotoThumbnails({ photos, onOpen }: { photos: NotePhoto[]; onOpen: (photo: NotePhoto) => void }) {
  const t = useT(panelsMessages);
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" mt="xs" data-testid="note-photos">
      {photos.map((photo, index) => {
        const label = t('photoOf', { index: index + 1, count: photos.length });
        return (
          <UnstyledButton
            key={photo.id}
            onClick={() => onOpen(photo)}
            aria-label={t('photoOpen', { index: index + 1, count: photos.length })}
            style={{ minWidth: 44, minHeight: 44 }}
          >
            <NotePhotoImage photo={photo} alt={label} size={THUMB_PX} />
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
