import type { SiteNote } from '@tilth/domain';
import { AddNoteModal, NoteViewerModal, UpgradeSubscriptionModal } from './panels';
import type { GraphDialogState } from './useGraphDialogs';

export interface GraphDialogsProps {
  dialogs: GraphDialogState;
  siteObjId: string;
  timeZone: string;
  notes: SiteNote[];
  /** After a note is added: the notes are shown. */
  onNoteAdded: () => void;
}

/** The graph screen's dialogs: Upgrade, Add Note, and the viewer of the notes clicked. */
export function GraphDialogs({ dialogs, siteObjId, timeZone, notes, onNoteAdded }: GraphDialogsProps) {
  const viewedNotes = notes.filter((n) => dialogs.viewing.includes(n.objectId));
  return (
    <>
      <UpgradeSubscriptionModal opened={dialogs.upgradeOpen} onClose={dialogs.closeUpgrade} />
      <AddNoteModal
        siteObjId={siteObjId}
        opened={dialogs.addingNote}
        onClose={dialogs.closeAddNote}
        timeZone={timeZone}
        onAdded={onNoteAdded}
      />
      {viewedNotes.length > 0 && (
        <NoteViewerModal notes={viewedNotes} timeZone={timeZone} siteObjId={siteObjId} onClose={dialogs.closeNotes} />
      )}
    </>
  );
}
