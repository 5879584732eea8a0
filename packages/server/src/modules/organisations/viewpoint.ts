import { can, isRoleName, roleLevel, type Actor, type Scope } from '@tilth/domain';
import { notFound } from '../../http/errors';
import { scopeFromPath } from '../users/organisationScope';
import type { UserRepository } from '../users/userRepository';
import type { FarmRow, OrganisationFilter, OrganisationRepository, OrganisationRow } from './organisationRepository';
import { text } from '../../lib/i18n/catalog';
import { organisationsText } from './messages';

export interface Viewer {
  actor: Actor;
  organisation: OrganisationRow | undefined;
}

export const organisationScope = (org: Pick<OrganisationRow, 'path'>) => scopeFromPath(org.path);
export const farmScope = (farm: FarmRow) => scopeFromPath(farm.business_path, farm.id);
export const isFarmLevel = (actor: Actor) => roleLevel(actor.role) === 'farm';

/**
 * Whose tree a call looks at (the signed-in user, or a user inside their subtree), and which
 * organisations and farms that tree holds. Everything is filtered through the policy again, so
 * a query mistake can't widen what the caller sees.
 */
export class Viewpoints {
  constructor(
    private readonly users: UserRepository,
    private readonly orgs: OrganisationRepository,
  ) {}

  async ofActor(actor: Actor): Promise<Viewer> {
    return { actor, organisation: actor.organisationId ? await this.orgs.findById(actor.organisationId) : undefined };
  }

  /** The user a path names; not found unless the actor may see them. */
  async ofUser(actor: Actor, userId: string): Promise<Viewer> {
    if (userId === actor.userId) return this.ofActor(actor);
    const user = await this.users.findById(userId);
    if (!user || !isRoleName(user.role)) throw notFound(text(organisationsText, 'userNotFound'));
    const organisation = user.organisation_id ? await this.orgs.findById(user.organisation_id) : undefined;
    if (!can(actor, 'account:read', scopeFromPath(organisation?.path, user.farm_id)))
      throw notFound(text(organisationsText, 'userNotFound'));
    return { actor: { userId: user.id, role: user.role, organisationId: user.organisation_id, farmId: user.farm_id }, organisation };
  }

  /** Where a user sits in the tree, for the policy; null when there is no such user. */
  async scopeOfUser(userId: string): Promise<Scope | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const organisation = user.organisation_id ? await this.orgs.findById(user.organisation_id) : undefined;
    return scopeFromPath(organisation?.path, user.farm_id);
  }

  async scopeOfOrganisation(id: string): Promise<Scope | null> {
    const organisation = await this.orgs.findById(id);
    return organisation ? organisationScope(organisation) : null;
  }

  async scopeOfFarm(id: string): Promise<Scope | null> {
    const farm = await this.orgs.findFarm(id);
    return farm ? farmScope(farm) : null;
  }

  /** Organisations in the viewer's subtree (farm-level viewers have none) that the actor may read. */
  async organisations(
    actor: Actor,
    viewer: Viewer,
    filter: OrganisationFilter = {},
    root = viewer.organisation,
  ): Promise<OrganisationRow[]> {
    if (!root || isFarmLevel(viewer.actor)) return [];
    const orgs = await this.orgs.findSubtree(root.path, filter);
    return orgs.filter((org) => can(actor, 'account:read', organisationScope(org)));
  }

  /** Farms in the viewer's subtree, or the viewer's own farm for farm-level users. */
  async farms(actor: Actor, viewer: Viewer, name?: string): Promise<FarmRow[]> {
    let farms: FarmRow[];
    if (isFarmLevel(viewer.actor)) {
      const farm = viewer.actor.farmId ? await this.orgs.findFarm(viewer.actor.farmId) : undefined;
      farms = farm && (!name || farm.name.toLowerCase().includes(name.toLowerCase())) ? [farm] : [];
    } else {
      farms = viewer.organisation ? await this.orgs.findFarmsUnder(viewer.organisation.path, name) : [];
    }
    return farms.filter((farm) => can(actor, 'account:read', farmScope(farm)));
  }
}
