import type { FastifyPluginAsync } from 'fastify';
import { ok, SITE_CONFIG_MESSAGES, siteConfigEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { SiteConfigService } from './siteConfigService';
import type { SiteUpdateService } from './siteUpdateService';
import { typeList } from './typeLists';

const ID = '`id` is the site’s object id or site ID; a site outside the caller’s area reads as 404.';
const TWIG = '`twigDetails=true` adds each site’s twigDetails.';

/** The documented site calls and the Configuration page's own (spec 001 §7, 002 §7.1). */
export function siteConfigRoutes(config: SiteConfigService, update: SiteUpdateService): FastifyPluginAsync {
  return async (app) => {
    const tags = ['sites'];
    const e = siteConfigEndpoints;

    route(app, e.site, {
      access: 'site:read',
      tags,
      summary: 'The documented site, with twigDetails on request, and what the caller may do on its configuration pages',
      description: `${ID} ${TWIG}`,
      handler: async (request) =>
        ok(await config.site(requireActor(request), request.params.id, request.query.twigDetails === 'true'), 'Site found'),
    });
    route(app, e.update, {
      access: 'site:read',
      tags,
      summary: 'Update the site: notes switch, threshold sets and A/M flags, crop template, crop type',
      description:
        '`id` is the site’s object id or site ID. showNotes needs read access only; the other groups need site:editThresholds (403 otherwise). Each threshold list ' +
        'holds one value per sensor depth; the sets in force must keep PWP < FC and RP ≤ WL1 ≤ WL2 ≤ 100 at every depth (400 naming ' +
        'the field). cropTemplate must be visible to the caller (404), of the site’s crop type (400) on a site with a planting ' +
        'date (400); null clears it; another plantType clears it. A change of the bands recomputes today’s derived values.',
      handler: async (request) => ok(await update.update(requireActor(request), request.params.id, request.body), 'Site updated'),
    });

    route(app, e.farmSites, {
      access: 'site:read',
      tags,
      summary: 'The sites of a farm (extracted ones left out), by name',
      description: `A farm outside the caller’s area reads as 404. ${TWIG}`,
      handler: async (request) =>
        ok(await config.farmSites(requireActor(request), request.params.farmId, request.query.twigDetails === 'true'), 'Sites found'),
    });
    route(app, e.search, {
      access: 'site:read',
      tags,
      summary: 'Search the caller’s sites by name or site ID (at most 200, by name)',
      description: `Optional status and farmId narrow it. ${TWIG}`,
      handler: async (request) => {
        const { name, status, farmId, twigDetails } = request.query;
        const sites = await config.searchSites(requireActor(request), {
          ...(name ? { name } : {}),
          ...(status ? { status } : {}),
          ...(farmId ? { farmId } : {}),
          twigDetails: twigDetails === 'true',
        });
        return ok(sites, 'Sites found');
      },
    });
    route(app, e.farmsSites, {
      access: 'site:read',
      tags,
      summary: 'The sites of several farms, grouped by farm (farms the caller cannot read are left out)',
      description: TWIG,
      handler: async (request) =>
        ok(await config.farmsSites(requireActor(request), request.body.farms, request.query.twigDetails === 'true'), 'Sites found'),
    });
    route(app, e.state, {
      access: 'site:read',
      tags,
      summary: 'The site’s state flags and when its unit last reported',
      description: ID,
      handler: async (request) => ok(await config.state(requireActor(request), request.params.id), 'Site state'),
    });
    route(app, e.bucketDetails, {
      access: 'site:read',
      tags,
      summary: 'Today’s bucket details of a site (null before it has readings)',
      description: ID,
      handler: async (request) => ok(await config.bucketDetails(requireActor(request), request.params.id), 'Bucket details'),
    });
    route(app, e.options, {
      access: 'site:read',
      tags,
      summary: 'What the Configuration page’s selects offer for this site',
      description: ID,
      handler: async (request) => ok(await config.options(requireActor(request), request.params.id), 'Options'),
    });
    route(app, e.types, {
      access: 'authenticated',
      tags,
      summary: 'A types list: HardwareType, IrrigationType, PlantType or SoilType',
      handler: async (request) => ok(typeList(request.params.typeName), 'Types'),
    });
    route(app, e.irrigationRainfall, {
      access: 'site:read',
      tags,
      summary: 'Software sources (irrigation pivotrac; rainfall DTN or pivotrac) and/or the three forecast days',
      description:
        `${ID} Data sources need site:editConfig; forecast days (body or ?forecastDays=1,3,9: three distinct of 1–9) ` +
        'need site:editForecast (the provider’s admin or a Gold site). Answers the unit’s settings.',
      handler: async (request) =>
        ok(
          await config.irrigationRainfall(requireActor(request), request.params.id, request.body, request.query.forecastDays),
          SITE_CONFIG_MESSAGES.saved,
        ),
    });
    route(app, e.migrateIrrigationRainfall, {
      access: 'site:editConfig',
      tags,
      summary: 'One-time migration of the irrigation and rainfall data: queues the site’s full recompute',
      description: `${ID} A recompute already queued or running answers its status.`,
      handler: async (request) =>
        ok(await config.migrateIrrigationRainfall(requireActor(request), request.params.id), SITE_CONFIG_MESSAGES.inProgressTitle),
    });
    route(app, e.recomputeAll, {
      access: 'site:recomputeAll',
      tags,
      summary: 'Recompute all values of the site as a background job (tilth_admin, or dealer/distributor admins on Gold)',
      description: `${ID} A recompute already queued or running answers its status.`,
      handler: async (request) =>
        ok(await config.recomputeAll(requireActor(request), request.params.id), SITE_CONFIG_MESSAGES.inProgressTitle),
    });
    route(app, e.changelog, {
      access: 'site:read',
      tags,
      summary: 'The site’s changelog: site name, TSS, TSS type, planting date and crop type changes, newest first',
      description: '`siteid` is the site’s object id or site ID; `twigid` is accepted and ignored (the site decides).',
      handler: async (request) => ok(await config.changelog(requireActor(request), request.query.siteid), 'Changelog'),
    });
  };
}
