import fs from 'node:fs';
import path from 'node:path';

/**
 * Where note photos' bytes live: DATA_DIR/uploads/note-photos. Under uploads so the backup takes
 * them with the other uploads; in a folder of their own, with no row in `files`, so the public
 * /uploads/{name} route never serves them — only GET /notes/photos/{id}, after the policy.
 */
export class NotePhotoFiles {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = path.join(dataDir, 'uploads', 'note-photos');
  }

  pathOf(fileName: string): string {
    return path.join(this.directory, path.basename(fileName));
  }

  async write(fileName: string, bytes: Buffer): Promise<void> {
    await fs.promises.mkdir(this.directory, { recursive: true });
    await fs.promises.writeFile(this.pathOf(fileName), bytes, { flag: 'wx' });
  }

  /** Removes files; one already gone is no error (a delete repeated, a failed write cleaned up). */
  async remove(fileNames: readonly string[]): Promise<void> {
    await Promise.all(fileNames.map((name) => fs.promises.rm(this.pathOf(name), { force: true })));
  }

  exists(fileName: string): boolean {
    return fs.existsSync(this.pathOf(fileName));
  }
}
