import { isAdminRole, roleLevel, type RoleName } from '../accounts/roles';

/**
 * The one permission policy (style.md: deny by default, one module decides).
 * A user sees and acts only inside their own organisation's subtree; farm-level users
 * only inside their farm.
 */
export interface Actor {
  userId: string;
  role: RoleName;
  organisationId: string | null;
  farmId: string | null;
}

/** Where a resource sits in the tree: its organisation ancestry (root first) and its farm. */
export interface Scope {
  /** Ids of the organisations containing the resource, from the root down to its own. */
  organisationPath: readonly string[];
  farmId?: string | null;
  /** The user the resource belongs to, for personal resources such as preferences. */
  ownerUserId?: string | null;
}

export const ACTIONS = [
  'profile:read',
  'profile:update',
  'preferences:read',
  'preferences:update',
  'farm:create',
  'subscription:view',
  'account:read',
  'account:edit',
  'account:createChild',
  'account:shoppingSettings',
  'member:read',
  'member:invite',
  'member:manage',
  'file:upload',
  'contact:send',
  'help:read',
  'outbox:read',
  'station:manage',
  'site:read',
  'site:recompute',
  'farm:read',
  'farm:edit',
  'fieldReport:manage',
  'fieldReport:send',
  'note:deleteAny',
  'graphData:delete',
  'template:read',
  'template:create',
  'template:sharePublic',
  'site:editThresholds',
] as const;
export type Action = (typeof ACTIONS)[number];

export function isWithinScope(actor: Actor, scope: Scope): boolean {
  if (actor.role === 'tilth_admin') return true;
  if (roleLevel(actor.role) === 'farm') {
    return actor.farmId !== null && scope.farmId === actor.farmId;
  }
  return actor.organisationId !== null && scope.organisationPath.includes(actor.organisationId);
}

/**
 * Whether the role may attempt the action at all; routes check this before anything else and
 * the web app is told the list, to hide what the user may not do.
 */
export function roleAllows(actor: Actor, action: Action): boolean {
  const admin = isAdminRole(actor.role);
  switch (action) {
    case 'profile:read':
    case 'profile:update':
    case 'preferences:read':
    case 'preferences:update':
    case 'account:read':
    case 'member:read':
    case 'file:upload':
    case 'contact:send':
    case 'help:read':
      return true;
    case 'farm:create':
    case 'farm:edit':
      // Spec 000 §6 hides Create New Farm, and spec 001 §6 farm settings, from dealer_user,
      // business_user and farm_user: the user roles those documents know (they leave the
      // distributor's out). Members (_user) create and change nothing of the tree at any level,
      // so distributor_user is refused too (docs/decisions.md).
      return admin;
    case 'subscription:view':
    case 'outbox:read':
    case 'station:manage':
      return actor.role === 'tilth_admin';
    case 'site:recompute':
      // Recomputing detected thresholds is an administrator's tool, down to dealers (scope checked per site).
      return actor.role === 'tilth_admin' || actor.role === 'distributor_admin' || actor.role === 'dealer_admin';
    case 'site:read':
    case 'farm:read':
    case 'fieldReport:manage':
      return true;
    case 'fieldReport:send':
      // Sending the report on demand is a check an administrator makes; the schedule serves everyone else.
      return admin;
    case 'account:edit':
    case 'member:manage':
      return admin;
    case 'note:deleteAny':
      // Anyone who reads a site may note it and delete their own notes; others' only an admin (scope per site).
      return admin;
    case 'graphData:delete':
      // Spec 001 §6: 'Delete Data' shows only for two privileged roles it does not name; hiding or
      // erasing readings rewrites a grower's record, so it stays with the provider's admins and the
      // dealer's admins who install and service the probes (scope checked per site).
      return actor.role === 'tilth_admin' || actor.role === 'dealer_admin';
    case 'template:read':
      return true;
    case 'template:create':
    case 'site:editThresholds':
      // Spec 001 §6: 'Save New Template', the template and threshold editing controls and the
      // recompute buttons are disabled for dealer_user, business_user and farm_user — the member
      // roles it knows; distributor_user is a member too (scope checked per site).
      return admin;
    case 'template:sharePublic':
      // 'Share with everyone (public)' is admin only: every role that may create a template is an
      // admin of its organisation, so this is the provider's admin.
      return actor.role === 'tilth_admin';
    case 'account:createChild':
      // Accounts exist down to businesses; below them are farms, which the farm flow creates.
      return admin && ['tilth', 'distributor', 'dealer'].includes(roleLevel(actor.role));
    case 'account:shoppingSettings':
      // Spec 000 §6: never the provider's own admins; the scope check adds "own, direct child".
      return admin && actor.role !== 'tilth_admin';
    case 'member:invite':
      // Spec 001 §6 hides 'Invite +' only from the user roles; spec 000 §6's "hidden for the
      // {product} type" is about the provider's own account, which the callers refuse by type.
      return admin;
  }
}

/** May this actor do this action, optionally to a resource in the given scope? */
export function can(actor: Actor, action: Action, scope?: Scope): boolean {
  if (!roleAllows(actor, action)) return false;
  if (action === 'preferences:read' || action === 'preferences:update' || action === 'profile:update') {
    // Personal resources: only their owner (the provider's admins included) may touch them.
    return scope?.ownerUserId === actor.userId;
  }
  if (action === 'account:shoppingSettings' && scope) {
    // Only on the actor's own organisation, and only when it sits right below the provider (root).
    const path = scope.organisationPath;
    return path.length === 2 && path[1] === actor.organisationId && !scope.farmId;
  }
  if (action === 'farm:create' && scope && roleLevel(actor.role) === 'farm') {
    // A farm admin may add farms to the business their farm belongs to (the new farm's scope has no farm yet).
    return actor.organisationId !== null && scope.organisationPath.at(-1) === actor.organisationId;
  }
  return scope === undefined || isWithinScope(actor, scope);
}

/** Every role-level action the actor may take, sent to the web app with the profile. */
export function permittedActions(actor: Actor): Action[] {
  return ACTIONS.filter((action) => roleAllows(actor, action));
}
