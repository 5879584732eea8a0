import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { NOTE_PHOTO_MAX_BYTES, noteEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { fileAnswer, route } from '../../http/route';
import { readPhotoForm } from './notePhotoUpload';
import type { NoteService } from './noteService';

const tags = ['notes'];

export function noteRoutes(notes: NoteService): FastifyPluginAsync {
  return async (app) => {
    // Scoped to this plugin: of the notes calls only adding a photo reads multipart.
    await app.register(multipart, { limits: { fileSize: NOTE_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

    route(app, noteEndpoints.list, {
      access: 'site:read',
      tags,
      summary: 'Notes on a site’s graph in a date range (fromDate, toDate: ISO 8601 or epoch), oldest first, with their photos',
      handler: async (request) => ok(await notes.list(requireActor(request), request.params.siteId, request.query), 'Notes'),
    });

    route(app, noteEndpoints.add, {
      access: 'site:read',
      tags,
      summary: 'Add a note to a site’s graph; anyone who can see the site may',
      description:
        "Body {timestamp (ISO 8601), note, clientId?}. An empty note is refused with 'Please enter note'. clientId (a UUID the app " +
        'makes, for its offline queue): sent again by the same user for the same site, nothing new is stored and the answer is the ' +
        'note stored the first time; the same clientId on another site or from another user is a 409.',
      handler: async (request) => ok(await notes.add(requireActor(request), request.params.siteId, request.body), 'Note added'),
    });

    route(app, noteEndpoints.remove, {
      access: 'site:read',
      tags,
      summary: 'Delete a note and its photos: its author, or an admin role within whose subtree the site lies (403 otherwise)',
      handler: async (request) => ok(await notes.remove(requireActor(request), request.params.id), 'Note deleted'),
    });

    route(app, noteEndpoints.addPhoto, {
      access: 'site:read',
      tags,
      summary: 'Add a photo to a note; anyone who may add notes on its site may',
      description:
        'Multipart form: the image in the field "photo" (JPEG, PNG or WebP, recognised by its bytes; 415 otherwise), at most 10 MB ' +
        '(413), and an optional clientId field with the same rule as adding a note: a resend answers the photo already stored.',
      consumes: ['multipart/form-data'],
      fileField: 'photo',
      handler: async (request) => {
        const photo = await readPhotoForm(request);
        return ok(await notes.addPhoto(requireActor(request), request.params.noteId, photo), 'Photo added');
      },
    });

    route(app, noteEndpoints.photo, {
      access: 'site:read',
      tags,
      summary: 'A note photo’s image bytes, for whoever may read the note’s site (404 otherwise)',
      description:
        'Like every call it needs the Authorization header, so an <img> cannot load it directly: the web app fetches the bytes ' +
        'with its token and shows them through an object URL. The answer is the image itself; errors answer the JSON wrapper.',
      handler: async (request, reply) => {
        const { photo, path } = await notes.photo(requireActor(request), request.params.photoId);
        void reply.header('Content-Length', String(photo.bytes));
        // The bytes of an id never change; private: only this signed-in user may be answered them.
        void reply.header('Cache-Control', 'private, max-age=31536000, immutable');
        void reply.header('Content-Disposition', 'inline');
        return fileAnswer(noteEndpoints.photo, { contentType: photo.contentType, body: fs.createReadStream(path), compress: false });
      },
    });
  };
}
