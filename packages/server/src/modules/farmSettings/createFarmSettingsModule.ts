import type { FileRepository } from '../files/fileRepository';
import type { FarmSettingsRepository } from './farmSettingsRepository';
import { FarmSettingsService } from './farmSettingsService';
import { farmSettingsRoutes } from './routes';

export interface FarmSettingsModuleDeps {
  farmSettings: FarmSettingsRepository;
  files: FileRepository;
}

/** The sites page's farm Settings panel (the composition root calls this once). */
export function createFarmSettingsModule(d: FarmSettingsModuleDeps) {
  const service = new FarmSettingsService(d.farmSettings, d.files);
  return {
    service,
    routes: () => farmSettingsRoutes(service),
  };
}
