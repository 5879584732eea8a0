import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { userIdParamsSchema } from '../api/params';
import { organisationTreeNodeSchema } from './organisationView';
import {
  groupsQuerySchema,
  newAccountInviteSchema,
  organisationListQuerySchema,
  organisationSearchQuerySchema,
  organisationUpdateSchema,
  organisationViewQuerySchema,
  orgIdParamsSchema,
  shoppingSettingsSchema,
  userOrganisationsQuerySchema,
  userViewParamsSchema,
} from './organisations';
import {
  accountDetailViewSchema,
  accountListsViewSchema,
  accountViewSchema,
  createdAccountViewSchema,
  shoppingSettingsViewSchema,
  userOrganisationsViewSchema,
} from './views';

/** Accounts (organisations): lists, the hierarchy view, one account, creation and settings (spec 000 §2.6–§2.7, §7). */
export const organisationEndpoints = {
  userOrganisations: endpoint({
    method: 'GET',
    path: '/user/:id/organisations',
    params: userIdParamsSchema,
    query: userOrganisationsQuerySchema,
    data: userOrganisationsViewSchema,
  }),
  list: endpoint({ method: 'GET', path: '/org', query: organisationListQuerySchema, data: z.array(accountViewSchema) }),
  groups: endpoint({ method: 'GET', path: '/org/groups', query: groupsQuerySchema, data: accountListsViewSchema }),
  search: endpoint({
    method: 'GET',
    path: '/org/search/:id',
    params: userIdParamsSchema,
    query: organisationSearchQuerySchema,
    data: z.array(accountViewSchema),
  }),
  view: endpoint({
    method: 'GET',
    path: '/org/view/:userId',
    params: userViewParamsSchema,
    query: organisationViewQuerySchema,
    data: organisationTreeNodeSchema,
  }),
  get: endpoint({ method: 'GET', path: '/org/:id', params: orgIdParamsSchema, data: accountDetailViewSchema }),
  update: endpoint({
    method: 'PATCH',
    path: '/org/:id',
    params: orgIdParamsSchema,
    body: organisationUpdateSchema,
    data: accountViewSchema,
  }),
  create: endpoint({ method: 'POST', path: '/org', body: newAccountInviteSchema, data: createdAccountViewSchema }),
  shoppingSettings: endpoint({
    method: 'GET',
    path: '/org/:id/shopping-settings',
    params: orgIdParamsSchema,
    data: shoppingSettingsViewSchema,
  }),
  saveShoppingSettings: endpoint({
    method: 'PUT',
    path: '/org/:id/shopping-settings',
    params: orgIdParamsSchema,
    body: shoppingSettingsSchema,
    data: shoppingSettingsViewSchema,
  }),
};
