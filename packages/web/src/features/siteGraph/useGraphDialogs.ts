import { useCallback, useState } from 'react';

/** The graph screen's dialogs: Upgrade (a locked tab), Add Note, and the notes being viewed. */
export function useGraphDialogs() {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [addingNote, setAddingNote] = useState(false);
  const [viewing, setViewing] = useState<string[]>([]);
  const onNotesAt = useCallback((ids: string[]) => setViewing(ids), []);
  return {
    upgradeOpen,
    openUpgrade: () => setUpgradeOpen(true),
    closeUpgrade: () => setUpgradeOpen(false),
    addingNote,
    openAddNote: () => setAddingNote(true),
    closeAddNote: () => setAddingNote(false),
    viewing,
    /** Opens the notes with these ids (a click near their markers, or a chip). */
    onNotesAt,
    closeNotes: () => setViewing([]),
  };
}

export type GraphDialogState = ReturnType<typeof useGraphDialogs>;
