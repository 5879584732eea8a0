import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberListQuerySchema, memberParamsSchema, ok, orgIdParamsSchema, roleChangeSchema, userListQuerySchema } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { MemberService } from './memberService';

const tags = ['members'];

export function memberRoutes(members: MemberService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/org/:id/users', {
      config: { access: 'member:read' },
      schema: {
        tags,
        summary: "An account's members as Admin and Users lists, with pending invitations",
        params: orgIdParamsSchema,
        querystring: memberListQuerySchema,
      },
      handler: async (request) => ok(await members.ofOrganisation(requireActor(request), request.params.id, request.query), 'Members'),
    });
    app.patch('/org/:id/users/:userId', {
      config: { access: 'member:manage' },
      schema: {
        tags,
        summary: 'Change a member between admin and user of the same level',
        params: memberParamsSchema,
        body: roleChangeSchema,
      },
      handler: async (request) =>
        ok(
          await members.changeRole(requireActor(request), request.params.id, request.params.userId, request.body.roleName),
          'Role updated',
        ),
    });
    app.delete('/org/:id/users/:userId', {
      config: { access: 'member:manage' },
      schema: { tags, summary: 'Remove a member from an account', params: memberParamsSchema },
      handler: async (request) => {
        await members.remove(requireActor(request), request.params.id, request.params.userId);
        return ok(null, 'Member removed');
      },
    });
    app.get('/farm/:id/users', {
      config: { access: 'member:read' },
      schema: {
        tags,
        summary: "A farm's user group, with pending invitations",
        params: orgIdParamsSchema,
        querystring: memberListQuerySchema,
      },
      handler: async (request) => ok(await members.ofFarm(requireActor(request), request.params.id, request.query), 'Members'),
    });
    app.get('/user/myteam', {
      config: { access: 'member:read' },
      schema: { tags, summary: "The caller's own team: data{invited, members}", querystring: memberListQuerySchema },
      handler: async (request) => ok(await members.myTeam(requireActor(request), request.query), 'Team'),
    });
    app.get('/user', {
      config: { access: 'member:read' },
      schema: { tags, summary: "The caller's team as a list (?content=team)", querystring: userListQuerySchema },
      handler: async (request) => ok((await members.myTeam(requireActor(request), request.query)).members, 'Team'),
    });
    app.get('/user/group/users', {
      config: { access: 'member:read' },
      schema: {
        tags,
        summary: "Every member in the caller's subtree, with optional name filter and sort",
        querystring: memberListQuerySchema,
      },
      handler: async (request) => ok(await members.inSubtree(requireActor(request), request.query), 'Members'),
    });
    app.get('/user/myteam/users', {
      config: { access: 'member:read' },
      schema: { tags, summary: 'Names to @-mention: members of the caller’s subtree' },
      handler: async (request) => ok(await members.mentionable(requireActor(request)), 'Members'),
    });
  };
}
