import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { siteDetailRoutes } from './routes';
import { SiteHeaderService } from './siteHeaderService';
import { ThumbnailService } from './thumbnailService';

export async function registerSiteDetail(api: FastifyInstance, database: Db): Promise<void> {
  await api.register(siteDetailRoutes(new SiteHeaderService(database), new ThumbnailService(database)));
}
