import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, siteIdParams } from '../api/params';
import { addNoteSchema, deletedNoteSchema, notesQuerySchema, siteNoteSchema } from './notes';

/** Notes on a site's graph (spec 001 §7 'Notes'). */
export const noteEndpoints = {
  list: endpoint({ method: 'GET', path: '/notes/:siteId', params: siteIdParams, query: notesQuerySchema, data: z.array(siteNoteSchema) }),
  add: endpoint({ method: 'POST', path: '/notes/add/:siteId', params: siteIdParams, body: addNoteSchema, data: siteNoteSchema }),
  remove: endpoint({ method: 'DELETE', path: '/notes/delete/:id', params: idParams, data: deletedNoteSchema }),
};
