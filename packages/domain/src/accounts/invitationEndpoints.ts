import { endpoint } from '../api/endpoint';
import { memberInviteParamsSchema, memberInviteSchema } from './members';
import { invitationParamsSchema, invitationQuerySchema, openedInvitationSchema } from './invitations';
import { invitedMembersViewSchema } from './views';

/** Invitations: opening a sign-up link, and inviting members into a team (spec 000 §2.10, §6). */
export const invitationEndpoints = {
  open: endpoint({
    method: 'GET',
    path: '/invitations/:id',
    params: invitationParamsSchema,
    query: invitationQuerySchema,
    data: openedInvitationSchema,
  }),
  inviteMembers: endpoint({
    method: 'POST',
    path: '/user/invite/:teamId/:type',
    params: memberInviteParamsSchema,
    body: memberInviteSchema,
    data: invitedMembersViewSchema,
  }),
};
