import type { Kysely, Selectable } from 'kysely';
import type { Database, FileTable } from '../../db/schema';

export type FileRow = Selectable<FileTable>;

export class FileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(file: FileTable): Promise<void> {
    await this.db.insertInto('files').values(file).execute();
  }

  async findById(id: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByName(name: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('name', '=', name).executeTakeFirst();
  }
}
