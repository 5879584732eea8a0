import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, supportEndpoints, UPLOAD_KINDS, uploadNameParamsSchema } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import type { UploadService } from './uploadService';
import { text } from '../../lib/i18n/catalog';
import { filesText } from './messages';

/** A form field's text; a file sent under that name is not text, and the schema refuses it. */
const fieldValue = (field: unknown): unknown => {
  if (field === undefined) return undefined;
  const value = (field as { value?: unknown }).value;
  return typeof value === 'string' ? value : field;
};

export function fileRoutes(uploads: UploadService, maxBytes: number): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: only the upload route parses multipart bodies.
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } });

    route(app, supportEndpoints.uploadImage, {
      access: 'file:upload',
      tags: ['files'],
      summary: 'Upload an image (multipart field "file"; optional parentId and type before it); answers objectId, image, file.url',
      description: `type is one of ${UPLOAD_KINDS.join(', ')}; parentId, which needs a type, names a record of that kind the caller can see (404 otherwise).`,
      consumes: ['multipart/form-data'],
      fileField: 'file',
      handler: async (request) => {
        if (!request.isMultipart()) throw uploads.missingFile();
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw uploads.missingFile();
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploads.tooLarge();
          throw error;
        }
        const actor = requireActor(request);
        const attach = await uploads.checkAttachment(actor, {
          parentId: fieldValue(part.fields.parentId),
          type: fieldValue(part.fields.type),
        });
        return ok(await uploads.storeImage(actor, bytes, attach), 'Image uploaded');
      },
    });

    // Public: <img> tags can't send the Authorization header. Names are random, unguessable ids.
    app.get('/uploads/:name', {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'An uploaded image',
        params: uploadNameParamsSchema,
        // The file itself, not the JSON wrapper.
        response: {
          200: {
            description: 'The image (PNG, JPEG, GIF or WebP)',
            content: { 'image/*': { schema: z.unknown().describe('The image bytes') } },
          },
        },
      },
      handler: async (request, reply) => {
        const found = await uploads.find(request.params.name);
        if (!found || !fs.existsSync(found.fullPath)) throw notFound(text(filesText, 'fileNotFound'));
        return reply
          .type(found.row.content_type)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Disposition', 'inline')
          .send(fs.createReadStream(found.fullPath));
      },
    });
  };
}
