/**
 * Organisation levels and roles (spec 000 §1, §6). The provider's own level is `tilth`
 * (written {product} in the spec); its only role is `tilth_admin`.
 */
export const ORGANISATION_TYPES = ['tilth', 'distributor', 'dealer', 'business'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const MEMBER_LEVELS = ['distributor', 'dealer', 'business', 'farm'] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

export const ROLE_NAMES = [
  'tilth_admin',
  'distributor_admin',
  'distributor_user',
  'dealer_admin',
  'dealer_user',
  'business_admin',
  'business_user',
  'farm_admin',
  'farm_user',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export type RoleLevel = 'tilth' | MemberLevel;

/** Hierarchy order, top first: an organisation's parent is one step up this list. */
export const HIERARCHY: readonly RoleLevel[] = ['tilth', 'distributor', 'dealer', 'business', 'farm'];

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

/** A role name containing 'admin' is an administrator (spec 000 §6). */
export function isAdminRole(role: string): boolean {
  return role.includes('admin');
}

export function roleLevel(role: RoleName): RoleLevel {
  return role.slice(0, role.lastIndexOf('_')) as RoleLevel;
}

/** Depth of a level in the hierarchy: 0 for the provider, 4 for a farm. */
export function levelDepth(level: RoleLevel): number {
  return HIERARCHY.indexOf(level);
}

const LEVEL_LABELS: Record<RoleLevel, string> = {
  tilth: 'Tilth',
  distributor: 'Distributor',
  dealer: 'Dealer',
  business: 'Business',
  farm: 'Farm',
};

/** Label shown for a role in the profile menu, e.g. 'Dealer Admin'. */
export function roleDisplayName(role: RoleName): string {
  const level = roleLevel(role);
  return `${LEVEL_LABELS[level]} ${isAdminRole(role) ? 'Admin' : 'User'}`;
}

export function levelLabel(level: RoleLevel): string {
  return LEVEL_LABELS[level];
}
