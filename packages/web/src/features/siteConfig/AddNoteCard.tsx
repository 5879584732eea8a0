import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { INSTALLATION_NOTE_MAX_LENGTH } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import type { FlashKind } from '../../ui/flash';
import { siteConfigMessages } from './messages';
import { MentionList } from './MentionList';
import { NoteImageField } from './NoteImageField';
import { useNoteDraft } from './useNoteDraft';

/**
 * 'Add a Note' (spec 002 §2.3, §4): the button reads Add until pressed, then Publish; publishing
 * clears the text. An image is uploaded as soon as it is chosen; '@' offers the people who can
 * see the site, and each one named when publishing gets an e-mail.
 */
export function AddNoteCard({ siteObjId, onMessage }: { siteObjId: string; onMessage: (kind: FlashKind, text: string) => void }) {
  const t = useT(siteConfigMessages);
  const note = useNoteDraft(siteObjId, onMessage);
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="add-note-heading">
      <Group justify="space-between" mb={note.open ? 'md' : 0}>
        <Text component="h2" fw={700} size="lg" id="add-note-heading" m={0}>
          {t('addNote')}
        </Text>
        {note.open ? (
          <Button onClick={() => note.publish.mutate()} loading={note.publish.isPending} disabled={note.empty || note.upload.isPending}>
            {t('publish')}
          </Button>
        ) : (
          <Button variant="default" onClick={note.start}>
            {t('add')}
          </Button>
        )}
      </Group>
      {note.open && (
        <Stack gap="sm">
          <Box pos="relative">
            <Textarea
              ref={note.textarea}
              label={t('note')}
              description={t('noteDescription')}
              placeholder={t('notePlaceholder')}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={INSTALLATION_NOTE_MAX_LENGTH}
              value={note.text}
              onChange={(event) => note.edit(event.currentTarget.value, event.currentTarget.selectionStart)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && note.mentioning) {
                  event.stopPropagation();
                  note.closeMention();
                }
              }}
              data-autofocus
            />
            <MentionList people={note.suggestions} onChoose={note.choose} />
          </Box>
          <NoteImageField image={note.image} uploading={note.upload.isPending} onChoose={note.upload.mutate} onRemove={note.removeImage} />
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" onClick={note.cancel}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
