import type { FastifyPluginAsync } from 'fastify';
import { memberEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { route } from '../../http/route';
import type { MemberService } from './memberService';

const tags = ['members'];

export function memberRoutes(members: MemberService): FastifyPluginAsync {
  return async (app) => {
    route(app, memberEndpoints.ofOrganisation, {
      access: 'member:read',
      tags,
      summary: "An account's members as Admin and Users lists, with pending invitations",
      handler: async (request) => ok(await members.ofOrganisation(requireActor(request), request.params.id, request.query), 'Members'),
    });
    route(app, memberEndpoints.changeRole, {
      access: 'member:manage',
      tags,
      summary: 'Change a member between admin and user of the same level',
      handler: async (request) =>
        ok(
          await members.changeRole(requireActor(request), request.params.id, request.params.userId, request.body.roleName),
          'Role updated',
        ),
    });
    route(app, memberEndpoints.remove, {
      access: 'member:manage',
      tags,
      summary: 'Remove a member from an account',
      handler: async (request) => {
        await members.remove(requireActor(request), request.params.id, request.params.userId);
        return ok(null, 'Member removed');
      },
    });
    route(app, memberEndpoints.ofFarm, {
      access: 'member:read',
      tags,
      summary: "A farm's user group, with pending invitations",
      handler: async (request) => ok(await members.ofFarm(requireActor(request), request.params.id, request.query), 'Members'),
    });
    route(app, memberEndpoints.myTeam, {
      access: 'member:read',
      tags,
      summary: "The caller's own team: data{invited, members}",
      handler: async (request) => ok(await members.myTeam(requireActor(request), request.query), 'Team'),
    });
    route(app, memberEndpoints.teamList, {
      access: 'member:read',
      tags,
      summary: "The caller's team as a list (?content=team)",
      handler: async (request) => ok((await members.myTeam(requireActor(request), request.query)).members, 'Team'),
    });
    route(app, memberEndpoints.inSubtree, {
      access: 'member:read',
      tags,
      summary: "Every member in the caller's subtree, with optional name filter and sort",
      handler: async (request) => ok(await members.inSubtree(requireActor(request), request.query), 'Members'),
    });
    route(app, memberEndpoints.mentionable, {
      access: 'member:read',
      tags,
      summary: 'Names to @-mention: members of the caller’s subtree (with siteId: those of them who may see that site)',
      handler: async (request) => ok(await members.mentionable(requireActor(request), request.query.siteId), 'Members'),
    });
  };
}
