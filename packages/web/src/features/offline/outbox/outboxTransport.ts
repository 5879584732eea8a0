import { manualReadingEndpoints, noteEndpoints, plannerEndpoints } from '@tilth/domain';
import { call } from '../../../api/client';
import type { OutboxItem, OutboxStep } from './outboxTypes';

/**
 * The requests of the queue, straight on the contract's endpoints. The features' own *Api helpers
 * (notes, photos, irrigations, manual readings) import this folder, so calling them from here would
 * tie the feature folders in a cycle.
 */
export type OutboxTransport = (item: OutboxItem, step: OutboxStep) => Promise<{ serverNoteId?: string; record?: unknown }>;

export const sendOverApi: OutboxTransport = async (item, step) => {
  const clientId = item.id;
  switch (step) {
    case 'note': {
      if (item.kind !== 'note') throw new Error('a note step of another kind');
      const { timestamp, note } = item.payload;
      const stored = await call(noteEndpoints.add, { params: { siteId: item.siteId }, body: { timestamp, note, clientId } });
      return { serverNoteId: stored.objectId, record: stored };
    }
    case 'photo': {
      if (item.kind !== 'note' || !item.payload.photo || !item.serverNoteId) throw new Error('a photo step without its stored note');
      const form = new FormData();
      // The photo has its own client id (made with the note's), so a resent upload is stored once too.
      form.append('clientId', item.payload.photo.clientId);
      form.append('photo', item.payload.photo.blob, item.payload.photo.fileName);
      await call(noteEndpoints.addPhoto, { params: { noteId: item.serverNoteId }, body: form });
      return {};
    }
    case 'irrigation': {
      if (item.kind !== 'irrigation') throw new Error('an irrigation step of another kind');
      const stored = await call(plannerEndpoints.logIrrigation, { params: { siteId: item.siteId }, body: { ...item.payload, clientId } });
      return { record: stored };
    }
    case 'manualReading': {
      if (item.kind !== 'manualReading') throw new Error('a reading step of another kind');
      const stored = await call(manualReadingEndpoints.create, { params: { siteId: item.siteId }, body: { ...item.payload, clientId } });
      return { record: stored };
    }
  }
};
