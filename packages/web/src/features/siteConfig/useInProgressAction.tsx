import type { UpdateInProgress } from '@tilth/domain';
import { useState } from 'react';
import { translate } from '../../i18n/catalog';
import { errorText } from '../../ui/apiMessages';
import { MessageDialog } from '../../ui/MessageDialog';
import { siteConfigMessages } from './messages';

/**
 * Recompute all values and the one-time migration (spec 002 §4, §2.9): the call queues the
 * site's job and its answer opens the 'Update In Progress!' dialog; a refusal opens 'Bad Request'
 * with the server's message.
 */
export function useInProgressAction(run: () => Promise<UpdateInProgress>) {
  const [dialog, setDialog] = useState<{ title: string; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      const answer = await run();
      setDialog({ title: answer.title, message: answer.message });
    } catch (error) {
      setDialog({ title: translate(siteConfigMessages, 'badRequest'), message: errorText(error) });
    } finally {
      setPending(false);
    }
  };
  const element = (
    <MessageDialog opened={dialog !== null} title={dialog?.title ?? ''} message={dialog?.message ?? ''} onClose={() => setDialog(null)} />
  );
  return { start: () => void start(), pending, dialog: element };
}
