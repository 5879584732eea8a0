import type { FastifyPluginAsync } from 'fastify';
import { ok, organisationEndpoints } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { requestLanguage } from '../../lib/i18n/catalog';
import { route } from '../../http/route';
import type { AccountCreationService } from './accountCreationService';
import type { OrganisationService } from './organisationService';

const tags = ['accounts'];

export function organisationRoutes(organisations: OrganisationService, creation: AccountCreationService): FastifyPluginAsync {
  return async (app) => {
    route(app, organisationEndpoints.userOrganisations, {
      access: 'account:read',
      tags,
      summary: "A user's account (parent), the accounts below it by type, and its farms",
      handler: async (request) =>
        ok(await organisations.listForUser(requireActor(request), request.params.id, request.query), 'Organisations'),
    });
    route(app, organisationEndpoints.list, {
      access: 'account:read',
      tags,
      summary: 'Accounts the caller sees, e.g. ?type=business for the farm form',
      handler: async (request) => ok(await organisations.list(requireActor(request), request.query), 'Organisations'),
    });
    route(app, organisationEndpoints.groups, {
      access: 'account:read',
      tags,
      summary: 'Accounts below one account (default: the caller’s), keyed tilth, distributor, dealer, business',
      handler: async (request) => ok(await organisations.groups(requireActor(request), request.query), 'Groups'),
    });
    route(app, organisationEndpoints.search, {
      access: 'account:read',
      tags,
      summary: 'Search accounts by name inside a user’s subtree, optionally under orgId',
      handler: async (request) => ok(await organisations.search(requireActor(request), request.params.id, request.query), 'Organisations'),
    });
    route(app, organisationEndpoints.view, {
      access: 'account:read',
      tags,
      summary: 'Account hierarchy tree (documented "Get Orgnization View")',
      description:
        'reportingStatus (the tree totals: LOW needs attention, MED has warnings, FAIR no issues, NOT_CONNECTED) counts each active, unextracted site by the farm health GET /farm/user counts; an account sums everything below it. moistureState counts the moisture levels of the newest readings.',
      handler: async (request) =>
        ok(await organisations.view(requireActor(request), request.params.userId, request.query.sort), 'Data populated successfully'),
    });
    route(app, organisationEndpoints.get, {
      access: 'account:read',
      tags,
      summary: 'One account, its visible parent and the actions the caller may take on it',
      handler: async (request) => ok(await organisations.get(requireActor(request), request.params.id), 'Organisation'),
    });
    route(app, organisationEndpoints.update, {
      access: 'account:edit',
      tags,
      summary: 'Edit basic information (one field, or image by fileId)',
      handler: async (request) =>
        ok(await organisations.update(requireActor(request), request.params.id, request.body), 'Organisation updated'),
    });
    route(app, organisationEndpoints.create, {
      access: 'account:createChild',
      tags,
      summary: 'Create a child account and invite its first admin by e-mail',
      description:
        'userId is the username proposed to the invitee; password is optional and never stored (the invitee sets their own at sign-up).',
      handler: async (request) =>
        ok(await creation.create(requireActor(request), request.body, requestLanguage(request)), 'Invite Email Sent'),
    });
    route(app, organisationEndpoints.shoppingSettings, {
      access: 'account:shoppingSettings',
      tags,
      summary: 'Team Shopping Settings (own account, direct child of the provider)',
      handler: async (request) => ok(await organisations.shoppingSettings(requireActor(request), request.params.id), 'Shopping settings'),
    });
    route(app, organisationEndpoints.saveShoppingSettings, {
      access: 'account:shoppingSettings',
      tags,
      summary: 'Save Team Shopping Settings',
      handler: async (request) =>
        ok(await organisations.saveShoppingSettings(requireActor(request), request.params.id, request.body), 'Shopping settings saved'),
    });
  };
}
