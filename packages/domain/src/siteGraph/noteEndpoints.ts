import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, siteIdParams } from '../api/params';
import {
  addNoteSchema,
  deletedNoteSchema,
  noteIdParams,
  notePhotoParams,
  notePhotoSchema,
  notesQuerySchema,
  siteNoteSchema,
} from './notes';

/** Notes on a site's graph (spec 001 §7 'Notes'), and their photos (issue 37). */
export const noteEndpoints = {
  list: endpoint({ method: 'GET', path: '/notes/:siteId', params: siteIdParams, query: notesQuerySchema, data: z.array(siteNoteSchema) }),
  add: endpoint({ method: 'POST', path: '/notes/add/:siteId', params: siteIdParams, body: addNoteSchema, data: siteNoteSchema }),
  remove: endpoint({ method: 'DELETE', path: '/notes/delete/:id', params: idParams, data: deletedNoteSchema }),
  /** Multipart: the image in field `photo`, an optional `clientId` field. */
  addPhoto: endpoint({ method: 'POST', path: '/notes/:noteId/photos', params: noteIdParams, multipart: true, data: notePhotoSchema }),
  /** The image bytes (its content type); errors answer the JSON wrapper. The data schema documents the photo it is. */
  photo: endpoint({ method: 'GET', path: '/notes/photos/:photoId', params: notePhotoParams, data: notePhotoSchema }),
};
