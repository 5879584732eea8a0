import type { FileRepository } from './fileRepository';
import { fileRoutes } from './routes';
import { UploadService, type ParentScopes } from './uploadService';

export interface FilesModuleDeps {
  files: FileRepository;
  dataDir: string;
  uploadMaxBytes: number;
  /** Where the record an upload is attached to sits in the tree, by kind. */
  parents: ParentScopes;
}

/** Image uploads and their files (the composition root calls this once). */
export function createFilesModule(d: FilesModuleDeps) {
  const uploads = new UploadService(d.files, d.dataDir, d.uploadMaxBytes, d.parents);
  return { uploads, routes: () => fileRoutes(uploads, d.uploadMaxBytes) };
}
