import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { NOTE_MAX_LENGTH, noteTextError, type SiteNote } from '@tilth/domain';
import { useState } from 'react';
import { errorText } from '../../../ui/apiMessages';
import { AppModal } from '../../../ui/AppModal';
import { announceKept, PhotoField, type ChosenPhoto } from '../../offline/outbox';
import { useAddNote } from './graphExtrasApi';
import { useT } from '../../../i18n/useT';
import { panelsEnglish, panelsMessages } from './panelsMessages';
import { domainText } from '../../../i18n/domainText';

import { fromDateTimeInput, toDateTimeInput } from '../../../ui/zonedTime';

/** The English wording (shown in the active language). */
export const INVALID_NOTE_DATE = panelsEnglish.invalidNoteDate;

export interface AddNoteModalProps {
  siteObjId: string;
  opened: boolean;
  onClose: () => void;
  /** Where the note goes, epoch seconds (e.g. a clicked point of the chart); now when absent. */
  defaultTime?: number;
  /** The farm's IANA time zone the Date field is read in; the browser's when absent. */
  timeZone?: string;
  /** Called with the stored note after the dialog closed (not for a note kept on the device to send later). */
  onAdded?: (note: SiteNote) => void;
}

/**
 * Spec 001 §2.8, §5: 'Add notes' — Date, Note, Cancel, Add; Add disabled while the note is empty.
 * Issue 37: an optional photo, and the note goes through the offline write queue — with no
 * connection it is kept on the device, the dialog closes and the frame says so.
 */
export function AddNoteModal({ opened, onClose, ...form }: AddNoteModalProps) {
  const t = useT(panelsMessages);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('addNotes')} closeButtonProps={{ 'aria-label': t('close') }}>
      {/* The modal unmounts its content once closed, so every opening starts from the default time and an empty note. */}
      <AddNoteForm onClose={onClose} {...form} />
    </AppModal>
  );
}

function AddNoteForm({ siteObjId, onClose, defaultTime, timeZone, onAdded }: Omit<AddNoteModalProps, 'opened'>) {
  const [date, setDate] = useState(() => toDateTimeInput(defaultTime ?? Math.floor(Date.now() / 1000), timeZone));
  const [text, setText] = useState('');
  const [textTouched, setTextTouched] = useState(false);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const t = useT(panelsMessages);
  const add = useAddNote(siteObjId);

  const time = fromDateTimeInput(date, timeZone);
  const textError = noteTextError(text);
  const valid = time !== null && textError === null;

  const submit = () => {
    if (!valid || add.isPending || preparingPhoto) return;
    // The promise, not mutate's callbacks: those are dropped when the form unmounts first (the graph
    // re-renders as the queue refreshes it), and the dialog must still close and hand the note over.
    add
      .mutateAsync({ timestamp: new Date(time * 1000).toISOString(), note: text.trim(), ...(photo ? { photo } : {}) })
      .then((saved) => {
        onClose();
        if (saved.kind === 'delivered') onAdded?.(saved.note);
        else announceKept(saved.sentence);
      })
      // A refusal is shown from the mutation's error state; nothing else to do here.
      .catch(() => undefined);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t('date')}
          description={timeZone ? t('timeZoneDescription', { timeZone }) : t('yourLocalTime')}
          required
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            add.reset();
          }}
          error={time === null ? t('invalidNoteDate') : undefined}
        />
        <Textarea
          label={t('noteLabel')}
          required
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            add.reset();
          }}
          onBlur={() => setTextTouched(true)}
          error={textTouched && textError ? domainText(textError) : undefined}
          data-autofocus
        />
        <PhotoField
          photo={photo}
          onChange={(next) => {
            setPhoto(next);
            add.reset();
          }}
          onPreparing={setPreparingPhoto}
          disabled={add.isPending}
        />
        {add.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(add.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!valid || preparingPhoto} loading={add.isPending}>
            {t('add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
