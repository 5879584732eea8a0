import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { installationNoteEndpoints, installationNoteSavedMessage, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import type { UploadService } from '../files/uploadService';
import type { InstallationNoteForm, InstallationNoteService } from './installationNoteService';
import { text } from '../../lib/i18n/catalog';
import { siteConfigText } from './messages';

const tags = ['installation notes'];
/** Room for a note's text at four bytes a character. */
const FIELD_BYTES = 32 * 1024;

/**
 * The note's form: multipart (text, fileId, mentions and an optional `file`, in any order), or a
 * JSON object of the same text fields for callers that uploaded the image first.
 */
async function readForm(request: FastifyRequest, uploads: UploadService): Promise<InstallationNoteForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, image: null };
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(text(siteConfigText, 'sendNoteMultipartForm'), ['text']);
    const fields = { ...(body as Record<string, unknown>) };
    if (Array.isArray(fields.mentions)) fields.mentions = fields.mentions.join(',');
    return { fields, image: null };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw badRequest(text(siteConfigText, 'unexpectedFileFieldSend', { fieldname: part.fieldname }), ['file']);
        image = await part.toBuffer();
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploads.tooLarge();
    if ((error as { code?: string }).code === 'FST_PARTS_LIMIT' || (error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw badRequest(text(siteConfigText, 'sendOneImagePer'), ['file']);
    }
    throw error;
  }
  return { fields, image };
}

export function installationNoteRoutes(notes: InstallationNoteService, uploads: UploadService, maxBytes: number): FastifyPluginAsync {
  return async (app) => {
    // Scoped to this plugin, as the upload route's: only adding a note reads multipart here.
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: FIELD_BYTES } });

    route(app, installationNoteEndpoints.list, {
      access: 'site:read',
      tags,
      summary: "A site's installation notes, newest first (sort=date), with image and author",
      handler: async (request) => ok(await notes.list(requireActor(request), request.params.id), 'Installation notes'),
    });

    route(app, installationNoteEndpoints.add, {
      access: 'site:read',
      tags,
      summary: "Publish an installation note on a site's About page; anyone who can see the site may",
      description:
        'Multipart form: text, optional fileId (an image uploaded with POST /file/image, type=installation, parentId = the site) or ' +
        'file (the image itself), and mentions (comma-separated user ids from GET /user/myteam/users?siteId=…), each e-mailed. ' +
        "Text or an image is required. The message says ''Notes' updated', ''Image' updated' or ''Notes & Image' updated'.",
      consumes: ['multipart/form-data', 'application/json'],
      fileField: 'file',
      handler: async (request) => {
        const form = await readForm(request, uploads);
        const note = await notes.add(requireActor(request), request.params.id, form);
        return ok(note, installationNoteSavedMessage(note.text !== '', note.image !== null));
      },
    });
  };
}
