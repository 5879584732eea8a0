import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { DeleteDataService } from './deleteDataService';
import { EnvelopeService } from './envelopeService';
import { OverlayService } from './overlayService';
import { PercolationService } from './percolationService';
import { RootActivityService } from './rootActivityService';
import { siteGraphRoutes } from './routes';
import { SiteNotesSwitch } from './siteNotesSwitch';

export interface SiteGraphServices {
  overlays: OverlayService;
  percolation: PercolationService;
  rootActivity: RootActivityService;
  envelopes: EnvelopeService;
  deletes: DeleteDataService;
  notesSwitch: SiteNotesSwitch;
}

export async function registerSiteGraph(api: FastifyInstance, database: Db): Promise<void> {
  await api.register(
    siteGraphRoutes({
      overlays: new OverlayService(database),
      percolation: new PercolationService(database),
      rootActivity: new RootActivityService(database),
      envelopes: new EnvelopeService(database),
      deletes: new DeleteDataService(database),
      notesSwitch: new SiteNotesSwitch(database),
    }),
  );
}
