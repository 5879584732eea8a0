import { Alert, Anchor, Avatar, Group, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { InstallationNote } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { dateTimeText } from '../../ui/dateText';
import { fetchInstallationNotes, installationNoteKeys } from './installationNotesApi';
import { siteConfigMessages } from './messages';

function NoteItem({ note }: { note: InstallationNote }) {
  const t = useT(siteConfigMessages);
  const organisation = note.user.organisation;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="installation-note">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="xs">
        <Avatar src={organisation?.image ?? null} name={note.user.name} color="initials" size={36} alt="" />
        <Stack gap={0} miw={0}>
          <Text fw={700} size="sm">
            {note.user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {organisation ? `${organisation.name} · ` : ''}
            <time dateTime={note.date}>{dateTimeText(note.date)}</time>
          </Text>
        </Stack>
      </Group>
      {note.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.text}
        </Text>
      )}
      {note.image && (
        <Anchor href={note.image} target="_blank" rel="noreferrer" display="inline-block" mt="xs">
          <Image
            src={note.image}
            alt={t('noteImageAlt', { name: note.user.name })}
            mah={240}
            w="auto"
            maw="100%"
            fit="contain"
            radius="md"
          />
        </Anchor>
      )}
    </Paper>
  );
}

/** 'Previous Notes' (spec 002 §2.3): the site's installation notes, newest first, with their images. */
export function PreviousNotes({ siteObjId }: { siteObjId: string }) {
  const t = useT(siteConfigMessages);
  const notes = useQuery({
    queryKey: installationNoteKeys.list(siteObjId),
    queryFn: ({ signal }) => fetchInstallationNotes(siteObjId, signal),
  });
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="previous-notes-heading">
      <Text component="h2" fw={700} size="lg" id="previous-notes-heading" mt={0} mb="md">
        {t('previousNotes')}
      </Text>
      {notes.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : notes.error ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('notesLoadFailed'), notes.error)}
        </Alert>
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noNotes')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('previousNotesList')}>
          {notes.data.map((note) => (
            <NoteItem key={note.objectId} note={note} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
