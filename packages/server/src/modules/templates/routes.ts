import type { FastifyPluginAsync } from 'fastify';
import { ok, templateEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { TemplateSeriesService } from './templateSeriesService';
import type { TemplateService } from './templateService';

const tags = ['templates'];

export function templateRoutes(templates: TemplateService, series: TemplateSeriesService): FastifyPluginAsync {
  return async (app) => {
    route(app, templateEndpoints.list, {
      access: 'template:read',
      tags,
      summary: 'Crop templates the caller may see, by name; croptype filters by crop type (any case)',
      description: 'PUBLIC: everyone; TEAM_AND_ABOVE: the owner organisation and those above it; CUSTOM: the members chosen.',
      handler: async (request) => ok(await templates.list(requireActor(request), request.query.croptype), 'Templates'),
    });

    route(app, templateEndpoints.sharingCandidates, {
      access: 'template:read',
      tags,
      summary: 'Users a CUSTOM template can be shared with: those the caller can see',
      handler: async (request) => ok(await templates.sharingCandidates(requireActor(request)), 'Members'),
    });

    route(app, templateEndpoints.get, {
      access: 'template:read',
      tags,
      summary: 'One crop template the caller may see (404 otherwise)',
      handler: async (request) => ok(await templates.get(requireActor(request), request.params.id), 'Template'),
    });

    route(app, templateEndpoints.create, {
      access: 'template:create',
      tags,
      summary: 'Create a crop template (admin roles); PUBLIC sharing is the platform admin’s',
      description: 'Each crop-template check of spec 001 §5 is a 400 with its message; rows are saved sorted, duplicates dropped.',
      handler: async (request) => ok(await templates.create(requireActor(request), request.body), 'Template created'),
    });

    route(app, templateEndpoints.update, {
      access: 'template:create',
      tags,
      summary: 'Change a crop template’s name, sharing or rows: its creator only, in an admin role (403 otherwise)',
      handler: async (request) => ok(await templates.update(requireActor(request), request.params.id, request.body), 'Template updated'),
    });

    route(app, templateEndpoints.remove, {
      access: 'template:create',
      tags,
      summary: 'Delete a crop template: its creator only; sites it was applied to go back to their thresholds',
      handler: async (request) => ok(await templates.remove(requireActor(request), request.params.id), 'Template deleted'),
    });

    route(app, templateEndpoints.usage, {
      access: 'template:create',
      tags,
      summary: 'How many sites a crop template is applied to (its creator’s delete dialog names them)',
      description:
        'Its creator only (403 otherwise; 404 when the caller may not see it). Every site counts, whoever’s: deleting un-applies it from all.',
      handler: async (request) => ok(await templates.usage(requireActor(request), request.params.id), 'Template usage'),
    });

    route(app, templateEndpoints.siteSeries, {
      access: 'site:read',
      tags,
      summary: 'A template laid on a site’s calendar from its planting date: dateSeries and colorSeries',
      description:
        'A template of another crop than the site’s is a 400 naming templateId. ' +
        'plantingdate defaults to the site’s; fromDate/toDate (ISO 8601 or epoch) default to the planting date and the later of ' +
        'today and 60 days past the template’s last row.',
      handler: async (request) =>
        ok(
          await series.siteSeries(requireActor(request), request.params.siteId, request.params.templateId, request.query),
          'Template series',
        ),
    });
  };
}
