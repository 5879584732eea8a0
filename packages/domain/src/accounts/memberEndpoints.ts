import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idField } from './fields';
import { memberListQuerySchema, memberParamsSchema, roleChangeSchema, userListQuerySchema } from './members';
import { orgIdParamsSchema } from './organisations';
import { memberViewSchema, mentionableMemberViewSchema, myTeamViewSchema, teamViewSchema } from './views';

/** Members of accounts and farms: the lists, role changes and removal (spec 000 §2.7, §4). */
export const memberEndpoints = {
  ofOrganisation: endpoint({
    method: 'GET',
    path: '/org/:id/users',
    params: orgIdParamsSchema,
    query: memberListQuerySchema,
    data: teamViewSchema,
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/org/:id/users/:userId',
    params: memberParamsSchema,
    body: roleChangeSchema,
    data: memberViewSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: '/org/:id/users/:userId', params: memberParamsSchema, data: z.null() }),
  ofFarm: endpoint({
    method: 'GET',
    path: '/farm/:id/users',
    params: orgIdParamsSchema,
    query: memberListQuerySchema,
    data: teamViewSchema,
  }),
  myTeam: endpoint({ method: 'GET', path: '/user/myteam', query: memberListQuerySchema, data: myTeamViewSchema }),
  /** The caller's team as one list: GET /user/myteam's members. */
  teamList: endpoint({ method: 'GET', path: '/user', query: userListQuerySchema, data: z.array(memberViewSchema) }),
  inSubtree: endpoint({ method: 'GET', path: '/user/group/users', query: memberListQuerySchema, data: z.array(memberViewSchema) }),
  /** ?siteId= keeps those who may also see that site (the people a note on it can @-mention). */
  mentionable: endpoint({
    method: 'GET',
    path: '/user/myteam/users',
    query: z.object({ siteId: idField.optional() }),
    data: z.array(mentionableMemberViewSchema),
  }),
};
