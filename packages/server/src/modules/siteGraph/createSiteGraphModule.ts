import type { FastifyPluginAsync } from 'fastify';
import type { ExclusionRepository } from '../sites/exclusionRepository';
import type { SiteRepository } from '../sites/siteRepository';
import type { SiteSummaryService } from '../sites/siteSummaryService';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { ReadingStore } from '../telemetry/readingStore';
import { DeleteDataService } from './deleteDataService';
import { EnvelopeService } from './envelopeService';
import { graphDataRoutes } from './graphDataRoutes';
import { GraphDataService } from './graphDataService';
import { graphExtrasRoutes } from './graphExtrasRoutes';
import type { ManualRepository } from './manualRepository';
import { NotePhotoFiles } from './notePhotoFiles';
import type { NotePhotoRepository } from './notePhotoRepository';
import type { NoteRepository } from './noteRepository';
import { noteRoutes } from './noteRoutes';
import { NoteService } from './noteService';
import { OverlayService, type LoggedIrrigationSource } from './overlayService';
import { PercolationService } from './percolationService';
import { RootActivityService } from './rootActivityService';
import { SiteReadings } from './siteReadings';

export interface SiteGraphModuleDeps {
  sites: SiteRepository;
  devices: DeviceRepository;
  readings: ReadingStore;
  exclusions: ExclusionRepository;
  manualRecords: ManualRepository;
  notes: NoteRepository;
  notePhotos: NotePhotoRepository;
  /** Note photos' bytes are kept under DATA_DIR/uploads/note-photos. */
  dataDir: string;
  summaries: SiteSummaryService;
  /** The planner's logged irrigations, shown on the Applied Irrigation overlay. */
  loggedIrrigations: LoggedIrrigationSource;
}

export type SiteGraphModule = ReturnType<typeof createSiteGraphModule>;

/**
 * The site graph's services and routes (the composition root calls this once): the documented
 * graph data and the chart's series, the overlays, water percolation, root activity, GDD
 * envelopes, Delete Data and the notes on the graph.
 */
export function createSiteGraphModule(d: SiteGraphModuleDeps) {
  const siteReadings = new SiteReadings(d.sites, d.devices, d.readings, d.exclusions);
  const graphData = new GraphDataService(d.sites, d.devices, d.readings, d.exclusions);
  const overlays = new OverlayService(siteReadings, d.summaries, Date.now, d.loggedIrrigations);
  const percolation = new PercolationService(siteReadings, d.manualRecords);
  const rootActivity = new RootActivityService(siteReadings, d.manualRecords);
  const envelopes = new EnvelopeService(d.sites);
  const deletes = new DeleteDataService(siteReadings);
  const notes = new NoteService(d.sites, d.notes, d.notePhotos, new NotePhotoFiles(d.dataDir));
  const routes = (): FastifyPluginAsync => async (app) => {
    await app.register(graphDataRoutes(graphData));
    await app.register(noteRoutes(notes));
    await app.register(graphExtrasRoutes({ overlays, percolation, rootActivity, envelopes, deletes }));
  };
  return { graphData, overlays, percolation, rootActivity, envelopes, deletes, notes, routes };
}
