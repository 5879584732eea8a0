import { ActionIcon, Button, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatNoteTime, type NotePhoto, type SiteNote } from '@tilth/domain';
import { Fragment, useId, useState } from 'react';
import { errorText } from '../../../ui/apiMessages';
import { AppModal } from '../../../ui/AppModal';
import { ConfirmDialog } from './ConfirmDialog';
import { useDeleteNote } from './graphExtrasApi';
import { NotePhotoImage, NotePhotoThumbnails } from './NotePhotoThumbnails';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';
import { secondsFromIso } from '../../../ui/zonedTime';

/** The English wording (shown in the active language). */
export const DELETE_NOTE_MESSAGE = panelsEnglish.deleteNoteMessage;

export interface NoteViewerModalProps {
  /** The note, or the notes at one marker; the viewer is open while there is at least one. */
  notes: SiteNote[];
  /** The farm's IANA time zone. */
  timeZone: string;
  siteObjId: string;
  onClose: () => void;
}

/**
 * Spec 001 §2.8: the note viewer — date as MM/DD/YY HH:mm, text, author, a delete icon for those
 * who may delete (the API's canDelete), Close. Deleting asks first; the viewer closes when its last note is gone.
 * A note's photos (issue 37) show as thumbnails; tapping one shows it full size, Back returns to the note.
 */
export function NoteViewerModal({ notes, timeZone, siteObjId, onClose }: NoteViewerModalProps) {
  const t = useT(panelsMessages);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<SiteNote | null>(null);
  const [enlarged, setEnlarged] = useState<NotePhoto | null>(null);
  const remove = useDeleteNote(siteObjId);
  const baseId = useId();

  const shown = notes.filter((note) => !deleted.has(note.objectId));

  const cancelDelete = () => {
    setConfirming(null);
    remove.reset();
  };
  const confirmDelete = () => {
    if (!confirming) return;
    const target = confirming;
    remove.mutate(target.objectId, {
      onSuccess: () => {
        setConfirming(null);
        setDeleted((previous) => new Set(previous).add(target.objectId));
        if (shown.length <= 1) onClose();
      },
    });
  };

  return (
    <>
      {/* One dialog at a time: the viewer steps aside while its delete is confirmed. */}
      <AppModal
        opened={shown.length > 0 && confirming === null && enlarged === null}
        onClose={onClose}
        title={shown.length > 1 ? t('notesTitle') : t('noteLabel')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="sm">
          {shown.map((note, index) => {
            const timeId = `${baseId}-${index}`;
            return (
              <Fragment key={note.objectId}>
                {index > 0 && <Divider />}
                <article aria-labelledby={timeId} data-testid="note">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Text fw={700} id={timeId} data-testid="note-time">
                      {formatNoteTime(secondsFromIso(note.timestamp), timeZone)}
                    </Text>
                    {note.canDelete && (
                      <Tooltip label={t('deleteNote')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('deleteNote')}
                          aria-describedby={timeId}
                          onClick={() => setConfirming(note)}
                        >
                          <IconTrash aria-hidden size={20} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mt={4}>
                    {note.note}
                  </Text>
                  <NotePhotoThumbnails photos={note.photos} onOpen={setEnlarged} />
                  <Text size="sm" c="dimmed" mt={4}>
                    {note.createdBy.name ? t('byAuthor', { name: note.createdBy.name }) : t('authorUnknown')}
                  </Text>
                </article>
              </Fragment>
            );
          })}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
        </Group>
      </AppModal>
      <AppModal opened={enlarged !== null} onClose={() => setEnlarged(null)} title={t('photo')} size="xl">
        {enlarged && <NotePhotoImage photo={enlarged} alt={t('photoFullSize')} />}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setEnlarged(null)}>
            {t('backToNote')}
          </Button>
        </Group>
      </AppModal>
      <ConfirmDialog
        opened={confirming !== null}
        message={t('deleteNoteMessage')}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
        busy={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        danger
      />
    </>
  );
}
