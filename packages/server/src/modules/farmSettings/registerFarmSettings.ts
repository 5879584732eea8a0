import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { FileRepository } from '../files/fileRepository';
import { FarmSettingsRepository } from './farmSettingsRepository';
import { FarmSettingsService } from './farmSettingsService';
import { farmSettingsRoutes } from './routes';

export async function registerFarmSettings(api: FastifyInstance, database: Db): Promise<void> {
  await api.register(farmSettingsRoutes(new FarmSettingsService(new FarmSettingsRepository(database.db), new FileRepository(database.db))));
}
