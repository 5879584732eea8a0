import type { FastifyPluginAsync } from 'fastify';
import type { SiteRepository } from '../sites/siteRepository';
import { ExportService, type ExportSources } from './exportService';
import { exportRoutes } from './routes';

export interface ExportModuleDeps extends ExportSources {
  sites: SiteRepository;
}

/** Export (issue 32): several sites' data as one file (the composition root calls this once). */
export function createExportModule(d: ExportModuleDeps) {
  const { sites, ...sources } = d;
  const exports = new ExportService(sites, sources);
  const routes = (): FastifyPluginAsync => async (app) => {
    await app.register(exportRoutes(exports));
  };
  return { exports, routes };
}
