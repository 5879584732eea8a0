import { Box, Button, CloseButton, FileButton, Group, Image, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INSTALLATION_NOTE_MAX_LENGTH, installationImageFailedMessage, installationNoteFailedMessage } from '@tilth/domain';
import type { MentionableMemberView } from '@tilth/domain/accounts/views';
import { useRef, useState } from 'react';
import { errorText } from '../../ui/apiMessages';
import type { FlashKind } from '../../ui/flash';
import { IMAGE_ACCEPT } from '../../ui/uploadImage';
import { fetchMentionable, installationNoteKeys, publishInstallationNote, uploadNoteImage } from './installationNotesApi';
import { insertMention, matchPeople, mentionedIds, mentionQueryAt, type MentionQuery } from './mentions';

interface PickedImage {
  fileId: string;
  url: string;
}

/**
 * 'Add a Note' (spec 002 §2.3, §4): the button reads Add until pressed, then Publish; publishing
 * clears the text. An image is uploaded as soon as it is chosen; '@' offers the people who can
 * see the site, and each one named when publishing gets an e-mail.
 */
export function AddNoteCard({ siteObjId, onMessage }: { siteObjId: string; onMessage: (kind: FlashKind, text: string) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [image, setImage] = useState<PickedImage | null>(null);
  const [chosen, setChosen] = useState<MentionableMemberView[]>([]);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const people = useQuery({
    queryKey: installationNoteKeys.mentionable(siteObjId),
    queryFn: ({ signal }) => fetchMentionable(siteObjId, signal),
    enabled: open,
    staleTime: 60_000,
  });

  const upload = useMutation({
    mutationFn: (file: File) => uploadNoteImage(siteObjId, file),
    onSuccess: ({ data }) => setImage({ fileId: data.objectId, url: data.image }),
    onError: (error) => onMessage('error', installationImageFailedMessage(errorText(error))),
  });
  const publish = useMutation({
    mutationFn: () => publishInstallationNote(siteObjId, { text, fileId: image?.fileId ?? null, mentions: mentionedIds(text, chosen) }),
    onSuccess: ({ message }) => {
      onMessage('success', message);
      setText('');
      setImage(null);
      setChosen([]);
      setMention(null);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: installationNoteKeys.list(siteObjId) });
    },
    onError: (error) => onMessage('error', installationNoteFailedMessage(errorText(error))),
  });

  const edit = (value: string, caret: number) => {
    setText(value);
    setMention(mentionQueryAt(value, caret));
  };
  const choose = (person: MentionableMemberView) => {
    if (!mention) return;
    const caret = textarea.current?.selectionStart ?? text.length;
    const next = insertMention(text, mention, caret, person.name);
    setText(next.text);
    setChosen((list) => [...list, person]);
    setMention(null);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const suggestions = mention ? matchPeople(people.data ?? [], mention.query) : [];
  const empty = text.trim() === '' && !image;

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="add-note-heading">
      <Group justify="space-between" mb={open ? 'md' : 0}>
        <Text component="h2" fw={700} size="lg" id="add-note-heading" m={0}>
          Add a Note
        </Text>
        {open ? (
          <Button onClick={() => publish.mutate()} loading={publish.isPending} disabled={empty || upload.isPending}>
            Publish
          </Button>
        ) : (
          <Button variant="default" onClick={() => setOpen(true)}>
            Add
          </Button>
        )}
      </Group>
      {open && (
        <Stack gap="sm">
          <Box pos="relative">
            <Textarea
              ref={textarea}
              label="Note"
              description="Type @ to mention someone who can see this site; they get an e-mail."
              placeholder="What was installed, where, and anything the next visit should know"
              autosize
              minRows={3}
              maxRows={10}
              maxLength={INSTALLATION_NOTE_MAX_LENGTH}
              value={text}
              onChange={(event) => edit(event.currentTarget.value, event.currentTarget.selectionStart)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && mention) {
                  event.stopPropagation();
                  setMention(null);
                }
              }}
              data-autofocus
            />
            {suggestions.length > 0 && (
              <Paper withBorder shadow="md" p={4} mt={4} role="listbox" aria-label="People to mention">
                {suggestions.map((person) => (
                  <UnstyledButton
                    key={person.objectId}
                    role="option"
                    aria-selected={false}
                    onClick={() => choose(person)}
                    display="block"
                    w="100%"
                    p="xs"
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  >
                    <Text size="sm" fw={600}>
                      {person.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {person.username}
                    </Text>
                  </UnstyledButton>
                ))}
              </Paper>
            )}
          </Box>
          <Group gap="sm" align="center">
            <FileButton onChange={(file) => file && upload.mutate(file)} accept={IMAGE_ACCEPT} disabled={upload.isPending}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  leftSection={<IconPhotoUp size={18} aria-hidden />}
                  loading={upload.isPending}
                >
                  {image ? 'Change image' : 'Add image'}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              PNG, JPEG, GIF or WebP; uploaded when chosen
            </Text>
          </Group>
          {image && (
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Image
                src={image.url}
                alt="Image of the new note"
                h={96}
                w="auto"
                fit="contain"
                radius="md"
                data-testid="note-image-preview"
              />
              <CloseButton aria-label="Remove the image" onClick={() => setImage(null)} />
            </Group>
          )}
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setOpen(false);
                setMention(null);
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
