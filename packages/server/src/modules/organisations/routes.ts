import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  groupsQuerySchema,
  newAccountInviteSchema,
  ok,
  organisationListQuerySchema,
  organisationSearchQuerySchema,
  organisationUpdateSchema,
  organisationViewQuerySchema,
  orgIdParamsSchema,
  shoppingSettingsSchema,
  userIdParamsSchema,
  userOrganisationsQuerySchema,
  userViewParamsSchema,
} from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { AccountCreationService } from './accountCreationService';
import type { OrganisationService } from './organisationService';

const tags = ['accounts'];

export function organisationRoutes(organisations: OrganisationService, creation: AccountCreationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/:id/organisations', {
      config: { access: 'account:read' },
      schema: {
        tags,
        summary: "A user's account (parent), the accounts below it by type, and its farms",
        params: userIdParamsSchema,
        querystring: userOrganisationsQuerySchema,
      },
      handler: async (request) =>
        ok(await organisations.listForUser(requireActor(request), request.params.id, request.query), 'Organisations'),
    });
    app.get('/org', {
      config: { access: 'account:read' },
      schema: {
        tags,
        summary: 'Accounts the caller sees, e.g. ?type=business for the farm form',
        querystring: organisationListQuerySchema,
      },
      handler: async (request) => ok(await organisations.list(requireActor(request), request.query), 'Organisations'),
    });
    app.get('/org/groups', {
      config: { access: 'account:read' },
      schema: {
        tags,
        summary: 'Accounts below one account (default: the caller’s), keyed tilth, distributor, dealer, business',
        querystring: groupsQuerySchema,
      },
      handler: async (request) => ok(await organisations.groups(requireActor(request), request.query), 'Groups'),
    });
    app.get('/org/search/:id', {
      config: { access: 'account:read' },
      schema: {
        tags,
        summary: 'Search accounts by name inside a user’s subtree, optionally under orgId',
        params: userIdParamsSchema,
        querystring: organisationSearchQuerySchema,
      },
      handler: async (request) => ok(await organisations.search(requireActor(request), request.params.id, request.query), 'Organisations'),
    });
    app.get('/org/view/:userId', {
      config: { access: 'account:read' },
      schema: {
        tags,
        summary: 'Account hierarchy tree (documented "Get Orgnization View")',
        params: userViewParamsSchema,
        querystring: organisationViewQuerySchema,
      },
      handler: async (request) =>
        ok(await organisations.view(requireActor(request), request.params.userId, request.query.sort), 'Data populated successfully'),
    });
    app.get('/org/:id', {
      config: { access: 'account:read' },
      schema: { tags, summary: 'One account, its visible parent and the actions the caller may take on it', params: orgIdParamsSchema },
      handler: async (request) => ok(await organisations.get(requireActor(request), request.params.id), 'Organisation'),
    });
    app.patch('/org/:id', {
      config: { access: 'account:edit' },
      schema: {
        tags,
        summary: 'Edit basic information (one field, or image by fileId)',
        params: orgIdParamsSchema,
        body: organisationUpdateSchema,
      },
      handler: async (request) =>
        ok(await organisations.update(requireActor(request), request.params.id, request.body), 'Organisation updated'),
    });
    app.post('/org', {
      config: { access: 'account:createChild' },
      schema: {
        tags,
        summary: 'Create a child account and invite its first admin by e-mail',
        description:
          'userId is the username proposed to the invitee; password is required by the form but never stored (the invitee sets their own at sign-up).',
        body: newAccountInviteSchema,
      },
      handler: async (request) => ok(await creation.create(requireActor(request), request.body), 'Invite Email Sent'),
    });
    app.get('/org/:id/shopping-settings', {
      config: { access: 'account:shoppingSettings' },
      schema: { tags, summary: 'Team Shopping Settings (own account, direct child of the provider)', params: orgIdParamsSchema },
      handler: async (request) => ok(await organisations.shoppingSettings(requireActor(request), request.params.id), 'Shopping settings'),
    });
    app.put('/org/:id/shopping-settings', {
      config: { access: 'account:shoppingSettings' },
      schema: { tags, summary: 'Save Team Shopping Settings', params: orgIdParamsSchema, body: shoppingSettingsSchema },
      handler: async (request) =>
        ok(await organisations.saveShoppingSettings(requireActor(request), request.params.id, request.body), 'Shopping settings saved'),
    });
  };
}
