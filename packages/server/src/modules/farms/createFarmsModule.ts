import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { FileRepository } from '../files/fileRepository';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { Viewpoints } from '../organisations/viewpoint';
import { FarmCreationService } from './farmCreationService';
import type { FarmRepository } from './farmRepository';
import { FarmService } from './farmService';
import { mapConfigRoutes } from './mapConfigRoutes';
import { farmRoutes } from './routes';

export interface FarmsModuleDeps {
  farms: FarmRepository;
  organisations: OrganisationRepository;
  files: FileRepository;
  viewpoints: Viewpoints;
  /** Open sensor faults per farm (fleet health): the farm card counts them. */
  faultsByFarm: (farmIds: string[]) => Promise<Map<string, number>>;
  mapTiles: Config['mapTiles'];
}

/** Farms: the farm list, farm creation and the map's tile configuration (the composition root calls this once). */
export function createFarmsModule(d: FarmsModuleDeps) {
  const service = new FarmService(d.farms, d.viewpoints, undefined, d.faultsByFarm);
  const creation = new FarmCreationService(d.farms, d.organisations, d.files);
  return {
    service,
    creation,
    routes: (): FastifyPluginAsync => async (app) => {
      await app.register(farmRoutes(service, creation));
      await app.register(mapConfigRoutes(d.mapTiles));
    },
  };
}
