import type { ChildAccountType, InviteType, NewAccountInvite, OrganisationUpdate, RoleName, ShoppingSettings } from '@tilth/domain';
import type {
  AccountDetailView,
  AccountListsView,
  AccountView,
  CreatedAccountView,
  MemberView,
  TeamView,
  UserOrganisationsView,
} from '@tilth/domain/accounts/views';
import { api } from '../../api/client';

const id = encodeURIComponent;

/** Query string of the non-empty parameters; search text loses its trailing whitespace (spec 000 §5). */
function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = key === 'name' ? value?.trimEnd() : value;
    if (text) search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

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
  api.get<UserOrganisationsView>(`/user/${id(userId)}/organisations${query({ name })}`, signal);

export const fetchAccount = (orgId: string, signal?: AbortSignal) => api.get<AccountDetailView>(`/org/${id(orgId)}`, signal);

export const fetchGroups = (parentId: string, name: string, signal?: AbortSignal) =>
  api.get<AccountListsView>(`/org/groups${query({ parentId, name })}`, signal);

export const searchAccounts = (userId: string, params: { name: string; orgId: string; type: ChildAccountType }, signal?: AbortSignal) =>
  api.get<AccountView[]>(`/org/search/${id(userId)}${query(params)}`, signal);

export const updateAccount = (orgId: string, change: OrganisationUpdate) => api.patch<AccountView>(`/org/${id(orgId)}`, change);

export const createAccount = (body: NewAccountInvite) => api.post<CreatedAccountView>('/org', body);

export const fetchTeam = (orgId: string, signal?: AbortSignal) => api.get<TeamView>(`/org/${id(orgId)}/users`, signal);

export const changeRole = (orgId: string, userId: string, roleName: RoleName) =>
  api.patch<MemberView>(`/org/${id(orgId)}/users/${id(userId)}`, { roleName });

export const removeMember = (orgId: string, userId: string) => api.delete<null>(`/org/${id(orgId)}/users/${id(userId)}`);

export const inviteMembers = (teamId: string, teamType: string, users: { email: string; type: InviteType }[], inviterId: string) =>
  api.post<{ invited: { email: string }[] }>(`/user/invite/${id(teamId)}/${id(teamType)}`, { users, user: inviterId });

export const fetchShoppingSettings = (orgId: string, signal?: AbortSignal) =>
  api.get<ShoppingSettings>(`/org/${id(orgId)}/shopping-settings`, signal);

export const saveShoppingSettings = (orgId: string, settings: ShoppingSettings) =>
  api.put<ShoppingSettings>(`/org/${id(orgId)}/shopping-settings`, settings);
