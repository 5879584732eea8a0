import fs from 'node:fs';
import path from 'node:path';
import type { Actor } from '@tilth/domain';
import type { UploadedImageView } from '@tilth/domain/accounts/views';
import { AppError, badRequest } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { fileUrl } from './imageReference';
import type { FileRepository, FileRow } from './fileRepository';
import { detectImage, STORED_NAME } from './imageTypes';

export class UploadService {
  readonly directory: string;

  constructor(
    private readonly files: FileRepository,
    dataDir: string,
    private readonly maxBytes: number,
  ) {
    this.directory = path.join(dataDir, 'uploads');
  }

  tooLarge(): AppError {
    return new AppError(413, 'PayloadTooLarge', `The image is larger than ${Math.round(this.maxBytes / 1024)} KiB.`);
  }

  async storeImage(actor: Actor, bytes: Buffer, attach: { parentId?: string; type?: string }): Promise<UploadedImageView> {
    if (bytes.length > this.maxBytes) throw this.tooLarge();
    const kind = detectImage(bytes);
    if (!kind) throw new AppError(415, 'UnsupportedMediaType', 'Only PNG, JPEG, GIF and WebP images can be uploaded.', ['file']);
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
    await fs.promises.writeFile(path.join(this.directory, row.name), bytes, { flag: 'wx' });
    await this.files.insert(row);
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
    return badRequest('Send the image in the multipart field "file".', ['file']);
  }
}
