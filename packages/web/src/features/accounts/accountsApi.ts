import { invitationEndpoints, memberEndpoints, organisationEndpoints } from '@tilth/domain';
import type {
  ChildAccountType,
  InviteType,
  NewAccountInvite,
  OrganisationUpdate,
  RoleName,
  ShoppingSettings,
  TeamType,
} from '@tilth/domain';
import { call } from '../../api/client';

/** Search text loses its trailing whitespace (spec 000 §5); empty text is left out of the query. */
const searchText = (name: string) => name.trimEnd();

export const accountsKeys = {
  all: ['accounts'] as const,
  lists: (userId: string, name: string) => ['accounts', 'lists', userId, name] as const,
  detail: (orgId: string) => ['accounts', 'detail', orgId] as const,
  groups: (orgId: string, name: string) => ['accounts', 'groups', orgId, name] as const,
  team: (orgId: string) => ['accounts', 'team', orgId] as const,
  shopping: (orgId: string) => ['accounts', 'shopping', orgId] as const,
  search: (userId: string, orgId: string, type: string, name: string) => ['accounts', 'search', userId, orgId, type, name] as const,
};

export const fetchUserOrganisations = (userId: string, name: string, signal?: AbortSignal) =>
  call(organisationEndpoints.userOrganisations, { params: { id: userId }, query: { name: searchText(name) }, signal });

export const fetchAccount = (orgId: string, signal?: AbortSignal) => call(organisationEndpoints.get, { params: { id: orgId }, signal });

export const fetchGroups = (parentId: string, name: string, signal?: AbortSignal) =>
  call(organisationEndpoints.groups, { query: { parentId, name: searchText(name) }, signal });

export const searchAccounts = (userId: string, params: { name: string; orgId: string; type: ChildAccountType }, signal?: AbortSignal) =>
  call(organisationEndpoints.search, {
    params: { id: userId },
    query: { name: searchText(params.name), orgId: params.orgId, type: params.type },
    signal,
  });

export const updateAccount = (orgId: string, change: OrganisationUpdate) =>
  call(organisationEndpoints.update, { params: { id: orgId }, body: change });

export const createAccount = (body: NewAccountInvite) => call(organisationEndpoints.create, { body });

export const fetchTeam = (orgId: string, signal?: AbortSignal) => call(memberEndpoints.ofOrganisation, { params: { id: orgId }, signal });

export const changeRole = (orgId: string, userId: string, roleName: RoleName) =>
  call(memberEndpoints.changeRole, { params: { id: orgId, userId }, body: { roleName } });

export const removeMember = (orgId: string, userId: string) => call(memberEndpoints.remove, { params: { id: orgId, userId } });

/**
 * `teamType` is the team's account type, or 'farm'. Callers pass an account's type as a string;
 * anything but a team type (the provider's 'tilth') is the server's to refuse with a 400.
 */
export const inviteMembers = (teamId: string, teamType: string, users: { email: string; type: InviteType }[], inviterId: string) =>
  call(invitationEndpoints.inviteMembers, { params: { teamId, type: teamType as TeamType }, body: { users, user: inviterId } });

export const fetchShoppingSettings = (orgId: string, signal?: AbortSignal) =>
  call(organisationEndpoints.shoppingSettings, { params: { id: orgId }, signal });

export const saveShoppingSettings = (orgId: string, settings: ShoppingSettings) =>
  call(organisationEndpoints.saveShoppingSettings, { params: { id: orgId }, body: settings });
