import { Group, Text, UnstyledButton } from '@mantine/core';
import { formatNoteTime, type SiteNote } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { siteGraphMessages } from './messages';

/** The notes in the range as buttons under the chart: the keyboard path to the notes drawn on it. */
export function GraphNoteChips({ notes, timeZone, onOpen }: { notes: SiteNote[]; timeZone: string; onOpen: (noteId: string) => void }) {
  const t = useT(siteGraphMessages);
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('notesInRange')} className="graph-no-print">
      <Text size="sm" fw={600}>
        {t('notesColon')}
      </Text>
      {notes.map((n) => (
        <UnstyledButton key={n.objectId} onClick={() => onOpen(n.objectId)} className="graph-note-chip">
          {formatNoteTime(Math.floor(Date.parse(n.timestamp) / 1000), timeZone)} · {n.note.length > 32 ? `${n.note.slice(0, 32)}…` : n.note}
        </UnstyledButton>
      ))}
    </Group>
  );
}
