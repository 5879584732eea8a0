import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualReading } from '@tilth/domain';
import { saveWrite } from '../offline/outbox';
import type { ReadingRequest } from './manualReadingEntry';
import { manualReadingKeys } from './manualReadingsApi';

/** What Save did: the stored reading, or the reading kept on this device with the sentence that says so. */
export type ReadingSaved = { kind: 'delivered'; reading: ManualReading } | { kind: 'kept'; sentence: string };

/**
 * Records a reading through the offline write queue (issue 37): a client id at Save, kept on the
 * device, sent at once or when Tilth can reach the server. A refusal throws the server's sentence.
 */
export function useSaveManualReading(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Never paused by the query client while the browser is offline: the queue keeps the reading instead.
    networkMode: 'always',
    mutationFn: async (body: ReadingRequest): Promise<ReadingSaved> => {
      const saved = await saveWrite({ kind: 'manualReading', siteId, payload: body });
      return saved.kind === 'delivered' ? { kind: 'delivered', reading: saved.record as ManualReading } : saved;
    },
    onSuccess: (saved) =>
      saved.kind === 'delivered' ? queryClient.invalidateQueries({ queryKey: manualReadingKeys.site(siteId) }) : undefined,
  });
}
