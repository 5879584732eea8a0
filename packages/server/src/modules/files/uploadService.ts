import fs from 'node:fs';
import path from 'node:path';
import {
  can,
  UPLOAD_PARENTS,
  uploadAttachmentSchema,
  type Action,
  type Actor,
  type Scope,
  type UploadAttachment,
  type UploadParentKind,
} from '@tilth/domain';
import type { UploadedImageView } from '@tilth/domain/accounts/views';
import { AppError, badRequest } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { fileUrl } from './imageReference';
import type { FileRepository, FileRow } from './fileRepository';
import { detectImage, STORED_NAME } from './imageTypes';
import { text } from '../../lib/i18n/catalog';
import { filesText } from './messages';

/** Where the record an upload names as its parent sits in the tree; null when there is no such record. */
export type ParentScopes = Record<UploadParentKind, (id: string) => Promise<Scope | null>>;

/** What a caller must be allowed on a record to attach an upload to it: to see it, as the policy says. */
const PARENT_ACCESS: Record<UploadParentKind, Action> = {
  user: 'account:read',
  organisation: 'account:read',
  farm: 'farm:read',
  site: 'site:read',
};

export class UploadService {
  readonly directory: string;

  constructor(
    private readonly files: FileRepository,
    dataDir: string,
    private readonly maxBytes: number,
    private readonly parents: ParentScopes,
  ) {
    this.directory = path.join(dataDir, 'uploads');
  }

  /**
   * The form's `type` and `parentId`, checked before anything is stored: a known kind, and a
   * record of that kind the caller may see (anything else, missing or out of reach, is not found).
   */
  async checkAttachment(actor: Actor, fields: { type?: unknown; parentId?: unknown }): Promise<UploadAttachment> {
    const parsed = uploadAttachmentSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? 'parentId');
      throw badRequest(issue.message.startsWith(field) ? issue.message : `${field} ${issue.message}`, [field]);
    }
    const { type, parentId } = parsed.data;
    if (type && parentId) {
      const kind = UPLOAD_PARENTS[type];
      const scope = await this.parents[kind](parentId);
      if (!scope || !can(actor, PARENT_ACCESS[kind], scope)) {
        throw new AppError(404, 'NotFound', text(filesText, 'parentidNoCanSee', { kind }), ['parentId']);
      }
    }
    return parsed.data;
  }

  tooLarge(): AppError {
    return new AppError(413, 'PayloadTooLarge', text(filesText, 'imageLargerThan', { kib: Math.round(this.maxBytes / 1024) }));
  }

  async storeImage(actor: Actor, bytes: Buffer, attach: UploadAttachment): Promise<UploadedImageView> {
    if (bytes.length > this.maxBytes) throw this.tooLarge();
    const kind = detectImage(bytes);
    if (!kind) throw new AppError(415, 'UnsupportedMediaType', text(filesText, 'onlyPngJpegGif'), ['file']);
    const id = newObjectId();
    const row: FileRow = {
      id,
      name: `${id}.${kind.ext}`,
      content_type: kind.contentType,
      size: bytes.length,
      uploaded_by: actor.userId,
      parent_id: attach.parentId ?? null,
      type: attach.type ?? null,
      created_at: isoNow(),
    };
    await fs.promises.mkdir(this.directory, { recursive: true });
    const file = path.join(this.directory, row.name);
    try {
      await fs.promises.writeFile(file, bytes, { flag: 'wx' });
      await this.files.insert(row);
    } catch (error) {
      // A full disk (or database) must not leave half an image, or an image no row names, behind.
      await fs.promises.rm(file, { force: true }).catch(() => {});
      throw error;
    }
    const url = fileUrl(row);
    return { objectId: id, image: url, file: { url, name: row.name }, contentType: row.content_type, size: row.size };
  }

  /** A stored upload by its public name; null for anything that isn't one. */
  async find(name: string): Promise<{ row: FileRow; fullPath: string } | null> {
    if (!STORED_NAME.test(name)) return null;
    const row = await this.files.findByName(name);
    return row ? { row, fullPath: path.join(this.directory, row.name) } : null;
  }

  missingFile(): AppError {
    return badRequest(text(filesText, 'sendImageMultipartField'), ['file']);
  }
}
