import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { FileRepository } from '../files/fileRepository';
import { Geocoder } from '../geocoding/geocoder';
import { geocodingRoutes } from '../geocoding/routes';
import { OrganisationRepository } from '../organisations/organisationRepository';
import { FarmCreationService } from './farmCreationService';
import type { FarmService } from './farmService';
import { mapConfigRoutes } from './mapConfigRoutes';
import { farmRoutes } from './routes';

/** The farms dashboard's calls: farm batches, pickers, farm creation, address lookup and map tiles. */
export async function registerFarms(api: FastifyInstance, config: Config, database: Db, farms: FarmService): Promise<void> {
  const creation = new FarmCreationService(farms.repository, new OrganisationRepository(database.db), new FileRepository(database.db));
  await api.register(farmRoutes(farms, creation));
  await api.register(geocodingRoutes(new Geocoder(config.geocoderUrl, config.geocoderTimeoutMs, config.publicUrl)));
  await api.register(mapConfigRoutes(config.mapTiles));
}
