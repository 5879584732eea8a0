import { isAdminRole, type RoleName } from '@tilth/domain';

/** The level a role is shown as on the members lists. */
export const levelName = (role: RoleName) => (isAdminRole(role) ? 'Administrator' : 'Member');
