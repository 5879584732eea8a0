import type { FastifyPluginAsync } from 'fastify';
import { invitationEndpoints, ok } from '@tilth/domain';
import { requireActor } from '../../http/access';
import { requestLanguage } from '../../lib/i18n/catalog';
import { route } from '../../http/route';
import type { InvitationService } from './invitationService';
import type { MemberInvitationService } from './memberInvitationService';

/** Spec 000 §7 reads some answers at data.data; the rest of the API at data. Both work. */
export const alsoAtDataData = <T extends object>(value: T) => ({ ...value, data: value });

const tags = ['invitations'];

export function invitationRoutes(invitations: InvitationService, memberInvitations: MemberInvitationService): FastifyPluginAsync {
  return async (app) => {
    route(app, invitationEndpoints.open, {
      access: 'public',
      tags,
      summary: 'The invitation behind a sign-up link; needs the link key. 404 without a valid key, 410 when used or expired',
      handler: async (request) => ok(alsoAtDataData(await invitations.open(request.params.id, request.query.key)), 'Invitation'),
    });

    route(app, invitationEndpoints.inviteMembers, {
      access: 'member:invite',
      tags,
      summary: "Invite members by e-mail into an account (type = the account's type) or a farm (type = farm)",
      handler: async (request) =>
        ok(
          await memberInvitations.invite(
            requireActor(request),
            request.params.teamId,
            request.params.type,
            request.body,
            requestLanguage(request),
          ),
          'Invite Email Sent',
        ),
    });
  };
}
