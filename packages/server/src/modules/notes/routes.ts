import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addNoteSchema, notesQuerySchema, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { NoteService } from './noteService';

const tags = ['notes'];
const siteParams = z.object({ siteId: z.string().min(1).max(32) });

export function noteRoutes(notes: NoteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/notes/:siteId', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Notes on a site’s graph in a date range (fromDate, toDate: ISO 8601 or epoch), oldest first',
        params: siteParams,
        querystring: notesQuerySchema,
      },
      handler: async (request) => ok(await notes.list(requireActor(request), request.params.siteId, request.query), 'Notes'),
    });

    app.post('/notes/add/:siteId', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Add a note to a site’s graph; anyone who can see the site may',
        description: "Body {timestamp (ISO 8601), note}. An empty note is refused with 'Please enter note'.",
        params: siteParams,
        body: addNoteSchema,
      },
      handler: async (request) => ok(await notes.add(requireActor(request), request.params.siteId, request.body), 'Note added'),
    });

    app.delete('/notes/delete/:id', {
      config: { access: 'site:read' },
      schema: {
        tags,
        summary: 'Delete a note: its author, or an admin role within whose subtree the site lies (403 otherwise)',
        params: z.object({ id: z.string().min(1).max(32) }),
      },
      handler: async (request) => ok(await notes.remove(requireActor(request), request.params.id), 'Note deleted'),
    });
  };
}
