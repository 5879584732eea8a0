import type { FastifyPluginAsync } from 'fastify';
import { noteEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { NoteService } from './noteService';

const tags = ['notes'];

export function noteRoutes(notes: NoteService): FastifyPluginAsync {
  return async (app) => {
    route(app, noteEndpoints.list, {
      access: 'site:read',
      tags,
      summary: 'Notes on a site’s graph in a date range (fromDate, toDate: ISO 8601 or epoch), oldest first',
      handler: async (request) => ok(await notes.list(requireActor(request), request.params.siteId, request.query), 'Notes'),
    });

    route(app, noteEndpoints.add, {
      access: 'site:read',
      tags,
      summary: 'Add a note to a site’s graph; anyone who can see the site may',
      description: "Body {timestamp (ISO 8601), note}. An empty note is refused with 'Please enter note'.",
      handler: async (request) => ok(await notes.add(requireActor(request), request.params.siteId, request.body), 'Note added'),
    });

    route(app, noteEndpoints.remove, {
      access: 'site:read',
      tags,
      summary: 'Delete a note: its author, or an admin role within whose subtree the site lies (403 otherwise)',
      handler: async (request) => ok(await notes.remove(requireActor(request), request.params.id), 'Note deleted'),
    });
  };
}
