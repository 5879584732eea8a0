import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationParamsSchema, invitationQuerySchema, memberInviteParamsSchema, memberInviteSchema, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import type { InvitationService } from './invitationService';
import type { MemberInvitationService } from './memberInvitationService';

/** Spec 000 §7 reads some answers at data.data; the rest of the API at data. Both work. */
export const alsoAtDataData = <T extends object>(value: T) => ({ ...value, data: value });

export function invitationRoutes(invitations: InvitationService, memberInvitations: MemberInvitationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/invitations/:id', {
      config: { access: 'public' },
      schema: {
        tags: ['invitations'],
        summary: 'The invitation behind a sign-up link; needs the link key. 404 without a valid key, 410 when used or expired',
        params: invitationParamsSchema,
        querystring: invitationQuerySchema,
      },
      handler: async (request) => ok(alsoAtDataData(await invitations.open(request.params.id, request.query.key)), 'Invitation'),
    });

    app.post('/user/invite/:teamId/:type', {
      config: { access: 'member:invite' },
      schema: {
        tags: ['invitations'],
        summary: "Invite members by e-mail into an account (type = the account's type) or a farm (type = farm)",
        params: memberInviteParamsSchema,
        body: memberInviteSchema,
      },
      handler: async (request) =>
        ok(
          await memberInvitations.invite(requireActor(request), request.params.teamId, request.params.type, request.body),
          'Invite Email Sent',
        ),
    });
  };
}
