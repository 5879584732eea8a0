import { isAdminRole, roleLevel, type RoleName } from '../accounts/roles';

/**
 * The one permission policy: deny by default, and this one module decides.
 * A user sees and acts only inside their own organisation's subtree; farm-level users
 * only inside their farm.
 */
export interface Actor {
  userId: string;
  role: RoleName;
  organisationId: string | null;
  farmId: string | null;
  /** Set when the call came with an API key (issue 32): the user's rights, narrowed by the key. */
  key?: ApiKeyGrant;
}

/**
 * What an API key narrows its creator's rights to: read-only keys take no write action; a key
 * limited to farms reaches only those farms' resources and, to read, the accounts that hold them.
 */
export interface ApiKeyGrant {
  readOnly: boolean;
  /** The farms the key reaches; null: every farm its creator sees. */
  farmIds: readonly string[] | null;
  /** For a farm-limited key: the accounts on the path down to its farms (read as frames around them). */
  accountIds?: readonly string[];
}

/** Where a resource sits in the tree: its organisation ancestry (root first) and its farm. */
export interface Scope {
  /** Ids of the organisations containing the resource, from the root down to its own. */
  organisationPath: readonly string[];
  farmId?: string | null;
  /** The user the resource belongs to, for personal resources such as preferences. */
  ownerUserId?: string | null;
  /**
   * The site's effective plan (sites.plan; a pending change counts only once it is applied), for
   * the plan-gated actions. Absent or null reads as None: deny by default.
   */
  plan?: SitePlan | null;
  /**
   * For shop:purchase: whether the Team Shopping Settings of the account directly under the
   * provider that holds the resource let its members (non-admins) buy plans.
   */
  membersMayPurchase?: boolean;
}

/** The plans a site can carry (spec 000 §2): they gate what its graph offers. */
export type SitePlan = 'None' | 'Silver' | 'Gold';
/** A stored plan as the policy reads it: anything but the three plans is no plan (null, read as None). */
export const sitePlanOf = (plan: string | null | undefined): SitePlan | null =>
  plan === 'None' || plan === 'Silver' || plan === 'Gold' ? plan : null;

export const ACTIONS = [
  'profile:read',
  'profile:update',
  'preferences:read',
  'preferences:update',
  'farm:create',
  'subscription:view',
  'subscription:edit',
  'subscription:card',
  'subscription:update',
  'shop:browse',
  'shop:purchase',
  'shop:savedCards',
  'site:activate',
  'account:read',
  'account:edit',
  'account:createChild',
  'account:shoppingSettings',
  'account:securitySettings',
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
  'site:editSensorApi',
  'site:editConfig',
  'site:editForecast',
  'site:selectSensors',
  'site:recomputeAll',
  'graph:read',
  'graph:download',
  'graph:prediction',
  'graph:stages',
  'graph:gdd',
  'irrigation:recommend',
  'irrigation:log',
  'waterAccount:read',
  'fleet:read',
  'webhooks:manage',
  'apiKey:manage',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The actions that only read (issue 32): the only ones a read-only API key may take. Everything
 * else changes something and is refused to it.
 */
export const READ_ACTIONS: readonly Action[] = [
  'profile:read',
  'preferences:read',
  'subscription:view',
  'subscription:card',
  'shop:browse',
  'account:read',
  'member:read',
  'help:read',
  'outbox:read',
  'site:read',
  'farm:read',
  'template:read',
  'graph:read',
  'graph:download',
  'graph:prediction',
  'graph:stages',
  'graph:gdd',
  'irrigation:recommend',
  'waterAccount:read',
  'fleet:read',
];
const isReadAction = (action: Action) => READ_ACTIONS.includes(action);

/**
 * What an API key never reaches, whatever its scope (issue 32): managing keys, the account's
 * security (two-step settings, the profile's e-mail and password) and buying.
 */
export const ACTIONS_REFUSED_TO_KEYS: readonly Action[] = [
  'apiKey:manage',
  'account:securitySettings',
  'profile:update',
  'shop:purchase',
  'shop:savedCards',
  'subscription:update',
];

export const KEY_REFUSED_MESSAGE = 'API keys can’t be used for this call: sign in to Tilth with your password to do it.';
export const KEY_READ_ONLY_MESSAGE = 'This API key is read-only: create a read-write key to make changes.';

/** Whether the key lets its holder attempt the action at all (before the role's rule). */
function keyAllowsAction(key: ApiKeyGrant, action: Action): boolean {
  if (ACTIONS_REFUSED_TO_KEYS.includes(action)) return false;
  return !key.readOnly || isReadAction(action);
}

/**
 * Whether the key reaches a resource in this scope. Farm-limited keys: the resource's farm must be
 * one of the key's; a resource of no farm is read only when it is an account holding one of the
 * key's farms, or the caller's own personal resource (preferences).
 */
function keyReaches(key: ApiKeyGrant, actor: Actor, action: Action, scope: Scope): boolean {
  if (key.farmIds === null) return true;
  if (scope.farmId) return key.farmIds.includes(scope.farmId);
  if (scope.ownerUserId !== undefined && scope.ownerUserId !== null) return scope.ownerUserId === actor.userId;
  const account = scope.organisationPath.at(-1);
  return isReadAction(action) && account !== undefined && (key.accountIds ?? []).includes(account);
}

/**
 * Whether a call may go ahead with this API key, before its route runs (the authentication hook
 * asks): null when it may, else the sentence the 403 answers. `keys` is the route's marker: false
 * for calls a key never makes (key management, password, e-mail, two-step, sessions, the shop),
 * 'read' for a POST that only reads (an export). A read-only key makes only GET (and HEAD) calls
 * and the POSTs marked 'read'.
 */
export function apiKeyRefusal(key: ApiKeyGrant, call: { method: string; action: Action | null; keys?: false | 'read' }): string | null {
  if (call.keys === false) return KEY_REFUSED_MESSAGE;
  if (call.action && ACTIONS_REFUSED_TO_KEYS.includes(call.action)) return KEY_REFUSED_MESSAGE;
  const reads = call.method === 'GET' || call.method === 'HEAD' || call.keys === 'read';
  if (key.readOnly && (!reads || (call.action !== null && !isReadAction(call.action)))) return KEY_READ_ONLY_MESSAGE;
  return null;
}

/**
 * The actions a site's plan gates as well as the role (spec 001 §6, 002 §6): the graph and its
 * data, Download all data, the prediction (forecast rain and available water), growth-stage
 * annotations, the GDD view, and Delete Data.
 */
export const PLAN_ACTIONS = [
  'graph:read',
  'graph:download',
  'graph:prediction',
  'graph:stages',
  'graph:gdd',
  'graphData:delete',
  'irrigation:recommend',
  'irrigation:log',
  'waterAccount:read',
] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];
const isPlanAction = (action: Action): action is PlanAction => (PLAN_ACTIONS as readonly Action[]).includes(action);
/**
 * Configuration-page actions that, besides the role, need a Gold site unless the caller is the
 * provider's admin (spec 002 §6): the forecast-days and irrigation-types cards, the
 * sensors-to-include dropdown and 'Recompute all values'.
 */
const GOLD_CONFIG_ACTIONS: readonly Action[] = ['site:editForecast', 'site:selectSensors', 'site:recomputeAll'];
const isGoldConfigAction = (action: Action) => GOLD_CONFIG_ACTIONS.includes(action);

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
  if (actor.key && !keyAllowsAction(actor.key, action)) return false;
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
    case 'apiKey:manage':
      // Anyone signed in keeps their own keys (never with a key: keyAllowsAction above).
      return true;
    case 'farm:create':
    case 'farm:edit':
      // Spec 000 §6 hides Create New Farm, and spec 001 §6 farm settings, from dealer_user,
      // business_user and farm_user: the user roles those documents know (they leave the
      // distributor's out). Members (_user) create and change nothing of the tree at any level,
      // so distributor_user is refused too (docs/product-rules.md).
      return admin;
    case 'subscription:view':
      // Spec 000 §2.3 / 002 §2.1: the platform admin and, as the spec reads, the users directly
      // under the provider (distributors; can() checks their organisation is a direct child).
      return actor.role === 'tilth_admin' || roleLevel(actor.role) === 'distributor';
    case 'subscription:edit':
      // Spec 002 §6: Subscription History edit is for admins (the others get 'Contact your Admin').
      return actor.role === 'tilth_admin' || actor.role === 'distributor_admin';
    case 'subscription:card':
      // The site's subscription card (spec 002 §2.2, §6): any role; can() checks where the caller sits.
      return true;
    case 'subscription:update':
      // Spec 002 §6: the card's 'Update Subscription' is only for dealer_admin and distributor_admin.
      return actor.role === 'dealer_admin' || actor.role === 'distributor_admin';
    case 'shop:browse':
      // The plans and their prices are public to every signed-in user.
      return true;
    case 'shop:purchase':
      // Spec 002 §6: purchasing plans is for admins other than the provider's admin; can() lets
      // members buy too when their account's Team Shopping Settings allow it.
      return actor.role !== 'tilth_admin';
    case 'shop:savedCards':
      // Spec 002 §2.8: only admin users can use saved payment options; regular users add a card at checkout.
      return admin && actor.role !== 'tilth_admin';
    case 'site:activate':
      // The Active switch (spec 002 §4): the admins who install and service probes (scope per site).
      return actor.role === 'tilth_admin' || actor.role === 'distributor_admin' || actor.role === 'dealer_admin';
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
    case 'graph:read':
    case 'graph:download':
    case 'graph:prediction':
    case 'graph:stages':
    case 'graph:gdd':
    case 'irrigation:recommend':
    case 'irrigation:log':
    case 'waterAccount:read':
      // Every role may ask; the site's plan decides (planAllows, checked per site by can()). Growers
      // log what they irrigated whatever their role: it is their record of the field, like a note.
      return true;
    case 'graphData:delete':
      // Spec 001 §6: 'Delete Data' shows only for two privileged roles it does not name; hiding or
      // erasing readings rewrites a grower's record, so it stays with the provider's admins and the
      // dealer's admins who install and service the probes (scope checked per site).
      return actor.role === 'tilth_admin' || actor.role === 'dealer_admin';
    case 'template:read':
      return true;
    case 'fleet:read':
      // Fleet health (issue 30) is a service tool: the provider, distributors and dealers (admins and
      // their staff) who install and service probes, and growers' admins for their own business
      // (business_admin) or farm (farm_admin); scope per device's farm. Members of a grower see
      // battery and signal in the site header as before.
      return actor.role !== 'business_user' && actor.role !== 'farm_user';
    case 'template:create':
    case 'site:editThresholds':
      // Spec 001 §6: 'Save New Template', the template and threshold editing controls and the
      // recompute buttons are disabled for dealer_user, business_user and farm_user — the member
      // roles it knows; distributor_user is a member too (scope checked per site).
      return admin;
    case 'site:editConfig':
      // Spec 002 §6: Edit/Save of hardware, software, site, agronomic, irrigation and sensor
      // information are hidden for dealer_user, business_user and farm_user; distributor_user is a
      // member too (scope per site).
      return admin;
    case 'site:editForecast':
      // Spec 002 §6: the forecast-days and irrigation-types cards show Edit to everyone who sees
      // them; can() adds that the cards show for the provider's admin or on Gold sites.
      return true;
    case 'site:selectSensors':
    case 'site:recomputeAll':
      // Spec 002 §6: the provider's admin, or dealer and distributor admins (on Gold: can()).
      return actor.role === 'tilth_admin' || actor.role === 'dealer_admin' || actor.role === 'distributor_admin';
    case 'site:editSensorApi':
      // Spec 002 §6: the sensor API card's Edit/Save are hidden for dealer_user, business_user and
      // farm_user; distributor_user is a member too (scope checked per site).
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
    case 'account:securitySettings':
      // Issue 36: whether a distributor's or dealer's admins must sign in with a second factor, set by
      // the admins of that account or above it (the scope check; the service checks the account's type).
      return admin && ['tilth', 'distributor', 'dealer'].includes(roleLevel(actor.role));
    case 'webhooks:manage':
      // Webhooks (issue 32): an account's admins, for their own account (can() checks it is theirs);
      // a farm's admins have no account of their own to send from.
      return admin && roleLevel(actor.role) !== 'farm';
    case 'member:invite':
      // Spec 001 §6 hides 'Invite +' only from the user roles; spec 000 §6's "hidden for the
      // {product} type" is about the provider's own account, which the callers refuse by type.
      return admin;
  }
}

/** May this actor do this action, optionally to a resource in the given scope? */
export function can(actor: Actor, action: Action, scope?: Scope): boolean {
  if (!roleAllows(actor, action)) return false;
  if (actor.key && scope && !keyReaches(actor.key, actor, action, scope)) return false;
  if (action === 'preferences:read' || action === 'preferences:update' || action === 'profile:update') {
    // Personal resources: only their owner (the provider's admins included) may touch them.
    return scope?.ownerUserId === actor.userId;
  }
  if (action === 'account:shoppingSettings' && scope) {
    // Only on the actor's own organisation, and only when it sits right below the provider (root).
    const path = scope.organisationPath;
    return path.length === 2 && path[1] === actor.organisationId && !scope.farmId;
  }
  if (action === 'webhooks:manage' && scope) {
    // Only the actor's own account: the webhooks send its subtree's alerts to its own systems.
    return actor.organisationId !== null && scope.organisationPath.at(-1) === actor.organisationId && !scope.farmId;
  }
  if ((action === 'subscription:view' || action === 'subscription:edit') && scope && actor.role !== 'tilth_admin') {
    // The viewer's own organisation must sit right below the provider; sites (scope with a farm)
    // must also lie inside the caller's subtree.
    if (actor.organisationId === null || (scope.organisationPath[1] ?? null) !== actor.organisationId) return false;
    return scope.farmId ? isWithinScope(actor, scope) : scope.organisationPath.length === 2;
  }
  if ((action === 'subscription:card' || action === 'subscription:update') && scope) {
    // Spec 002 §6: the card shows to users directly under the root organisation (the provider's
    // own included, as the profile's isDirectChildOfProvider reads), on a site of their subtree.
    if (actor.role === 'tilth_admin') return true;
    return actor.organisationId !== null && scope.organisationPath[1] === actor.organisationId && isWithinScope(actor, scope);
  }
  if (action === 'farm:create' && scope && roleLevel(actor.role) === 'farm') {
    // A farm admin may add farms to the business their farm belongs to (the new farm's scope has no farm yet).
    return actor.organisationId !== null && scope.organisationPath.at(-1) === actor.organisationId;
  }
  if (action === 'shop:purchase' && scope && !isAdminRole(actor.role) && scope.membersMayPurchase !== true) return false;
  if (isPlanAction(action) && scope && !planAllows(actor, action, scope.plan)) return false;
  if (isGoldConfigAction(action) && scope && actor.role !== 'tilth_admin' && scope.plan !== 'Gold') return false;
  return scope === undefined || isWithinScope(actor, scope);
}

/**
 * Whether the site's plan lets the actor take a plan-gated action (spec 001 §6, 002 §6). The
 * provider's admins (tilth_admin) see every plan's features; for the others the graph and Delete
 * Data need Silver or Gold, and download, prediction, stages and GDD need Gold (GDD is blocked on
 * Silver, and None has no graph at all).
 */
export function planAllows(actor: Actor, action: PlanAction, plan: SitePlan | null | undefined): boolean {
  if (actor.role === 'tilth_admin') return true;
  switch (action) {
    case 'graph:read':
    case 'graphData:delete':
    case 'irrigation:recommend':
    case 'irrigation:log':
      // The irrigation planner reads the graph's numbers, so it comes with the graph.
      return plan === 'Silver' || plan === 'Gold';
    case 'graph:download':
    case 'graph:prediction':
    case 'graph:stages':
    case 'graph:gdd':
    case 'waterAccount:read':
      // The season's water account is a report, like Download all data: Gold.
      return plan === 'Gold';
  }
}

/** The plan-gated actions the actor may take on this site (role, plan and subtree), for the web app. */
export function planActionsOn(actor: Actor, scope: Scope): PlanAction[] {
  return PLAN_ACTIONS.filter((action) => can(actor, action, scope));
}

/** Every role-level action the actor may take, sent to the web app with the profile. */
export function permittedActions(actor: Actor): Action[] {
  return ACTIONS.filter((action) => roleAllows(actor, action));
}
