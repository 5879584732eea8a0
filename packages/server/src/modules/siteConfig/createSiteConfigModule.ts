import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UserLanguages } from '../../lib/i18n/userLanguage';
import type { DerivedValueRepository } from '../dailyValues/derivedValueRepository';
import type { RecomputeService } from '../dailyValues/recomputeService';
import type { FileRepository } from '../files/fileRepository';
import type { UploadService } from '../files/uploadService';
import type { Mailer } from '../mail/mailer';
import type { SiteRepository } from '../sites/siteRepository';
import type { SiteSummaryService } from '../sites/siteSummaryService';
import type { DeviceRepository } from '../telemetry/deviceRepository';
import type { MemberRepository } from '../users/memberRepository';
import { installationNoteRoutes } from './installationNoteRoutes';
import type { InstallationNoteRepository } from './installationNoteRepository';
import { InstallationNoteService } from './installationNoteService';
import { siteConfigRoutes } from './routes';
import type { SiteChangeRepository } from './siteChangeRepository';
import { SiteConfigService, type FarmsWithPaths } from './siteConfigService';
import { SiteSearchRepository } from './siteSearchRepository';
import { SiteUpdateService, type VisibleTemplates } from './siteUpdateService';

export interface SiteConfigModuleDeps {
  db: Kysely<Database>;
  sites: SiteRepository;
  devices: DeviceRepository;
  farms: FarmsWithPaths;
  summaries: SiteSummaryService;
  changes: SiteChangeRepository;
  /** The recompute queue and the derived values' jobs (the dailyValues module). */
  dailyValues: { recompute: RecomputeService; derived: DerivedValueRepository };
  /** The templates module's visibility rule, for the template a site update applies. */
  templates: VisibleTemplates;
  installationNotes: InstallationNoteRepository;
  members: MemberRepository;
  files: FileRepository;
  uploads: UploadService;
  mailer: Mailer;
  publicUrl: string;
  uploadMaxBytes: number;
}

/**
 * The site's configuration: the documented site calls and the Configuration page's, the one site
 * update (PATCH /site/{id}) and the About page's installation notes (the composition root calls this once).
 */
export function createSiteConfigModule(d: SiteConfigModuleDeps) {
  const service = new SiteConfigService(
    d.sites,
    d.devices,
    d.farms,
    new SiteSearchRepository(d.db),
    d.summaries,
    d.changes,
    d.dailyValues.recompute,
  );
  const update = new SiteUpdateService(d.sites, d.devices, d.dailyValues.derived, d.templates, d.dailyValues.recompute, d.changes);
  const installationNotes = new InstallationNoteService(
    d.sites,
    d.devices,
    d.installationNotes,
    d.members,
    d.files,
    d.uploads,
    d.mailer,
    d.publicUrl,
    new UserLanguages(d.db),
  );
  const routes = (): FastifyPluginAsync => async (app) => {
    await app.register(siteConfigRoutes(service, update));
    await app.register(installationNoteRoutes(installationNotes, d.uploads, d.uploadMaxBytes));
  };
  return { service, update, installationNotes, routes };
}
