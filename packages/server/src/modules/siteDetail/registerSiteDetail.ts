import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { SiteRepository } from '../sites/siteRepository';
import { DeviceRepository } from '../telemetry/deviceRepository';
import { ReadingStore } from '../telemetry/readingStore';
import { siteDetailRoutes } from './routes';
import { SiteHeaderService } from './siteHeaderService';
import { ThumbnailService } from './thumbnailService';

export async function registerSiteDetail(api: FastifyInstance, database: Db): Promise<void> {
  const header = new SiteHeaderService(new SiteRepository(database.db), new DeviceRepository(database.db), new ReadingStore(database));
  await api.register(siteDetailRoutes(header, new ThumbnailService(database)));
}
