import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { SiteRepository } from '../sites/siteRepository';
import { templateRoutes } from './routes';
import type { TemplateRepository } from './templateRepository';
import { TemplateSeriesService } from './templateSeriesService';
import { TemplateService } from './templateService';

export interface TemplatesModuleDeps {
  repository: TemplateRepository;
  organisations: OrganisationRepository;
  sites: SiteRepository;
}

/** Crop templates, their sharing and the template on a site's calendar: services and routes (the composition root calls this once). */
export function createTemplatesModule(d: TemplatesModuleDeps) {
  const templates = new TemplateService(d.repository, d.organisations);
  const series = new TemplateSeriesService(d.sites, templates);
  return {
    repository: d.repository,
    templates,
    series,
    /** The visibility rule: a template the actor may see, else a 404 (the site update applies only those). */
    visibleTemplate: (...args: Parameters<TemplateService['visibleTemplate']>) => templates.visibleTemplate(...args),
    /** An applied template's rows, for the derived daily values. */
    rowsOf: (templateId: string) => d.repository.rowsOf(templateId),
    routes: () => templateRoutes(templates, series),
  };
}
