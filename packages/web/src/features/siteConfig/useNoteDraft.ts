import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MentionableMemberView } from '@tilth/domain/accounts/views';
import { useRef, useState } from 'react';
import { translate } from '../../i18n/catalog';
import { errorText } from '../../ui/apiMessages';
import type { FlashKind } from '../../ui/flash';
import { fetchMentionable, installationNoteKeys, publishInstallationNote, uploadNoteImage } from './installationNotesApi';
import { siteConfigMessages } from './messages';
import { insertMention, matchPeople, mentionedIds, mentionQueryAt, type MentionQuery } from './mentions';

/** An image uploaded for the note being written. */
export interface PickedImage {
  fileId: string;
  url: string;
}

/**
 * The note being written on the About page: its text, the '@' mention being typed and the people
 * chosen, the image (uploaded as soon as it is chosen) and publishing, which clears it all and
 * reads the notes again.
 */
export function useNoteDraft(siteObjId: string, onMessage: (kind: FlashKind, text: string) => void) {
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
    onError: (error) => onMessage('error', translate(siteConfigMessages, 'imageFailed', { message: errorText(error) })),
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
    onError: (error) => onMessage('error', translate(siteConfigMessages, 'noteFailed', { message: errorText(error) })),
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

  return {
    open,
    start: () => setOpen(true),
    cancel: () => {
      setOpen(false);
      setMention(null);
    },
    text,
    edit,
    textarea,
    /** Whether a mention is being typed (Escape closes its list first). */
    mentioning: mention !== null,
    closeMention: () => setMention(null),
    suggestions: mention ? matchPeople(people.data ?? [], mention.query) : [],
    choose,
    image,
    removeImage: () => setImage(null),
    upload,
    publish,
    empty: text.trim() === '' && !image,
  };
}
