import { useState } from 'react';
import { translate } from '../../i18n/catalog';
import type { Flash } from '../../ui/flash';
import { usePreferenceSaver } from '../profile/usePreferenceSaver';
import type { GraphSettings } from './graphPreference';
import { siteGraphMessages } from './messages';
import { useSaveShowNotes } from './panels/graphExtrasApi';

/**
 * Keeps the user's graph choices: Save stores the view's settings in their preference for the
 * site (spec 001 §3), and the Notes switch is saved to the site itself (§4).
 */
export function useGraphSettingsSaver(userId: string, siteObjId: string, flash: Flash) {
  const savePreference = usePreferenceSaver(userId, flash);
  const showNotes = useSaveShowNotes(siteObjId);
  const [saving, setSaving] = useState(false);

  const save = async (settings: GraphSettings) => {
    setSaving(true);
    await savePreference(
      { graph: { [siteObjId]: settings as unknown as Record<string, unknown> } },
      translate(siteGraphMessages, 'graphSettings'),
    );
    setSaving(false);
  };
  const saveShowNotes = (on: boolean) =>
    showNotes.mutate(on, { onError: () => flash.show('error', translate(siteGraphMessages, 'notesChoiceNotSaved')) });

  return { saving, save, saveShowNotes };
}
