import { farmBasics } from '../farms/farmPresenter';
import {
  can,
  childAccountType,
  DEFAULT_SHOPPING_SETTINGS,
  type Action,
  type Actor,
  type GroupsQuery,
  type OrganisationType,
  type OrganisationUpdate,
  type ShoppingSettings,
} from '@tilth/domain';
import type { OrganisationTreeNode } from '@tilth/domain/accounts/organisationView';
import type {
  AccountDetailView,
  AccountListsView,
  AccountView,
  FarmSummaryView,
  UserOrganisationsView,
} from '@tilth/domain/accounts/views';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { FileRepository } from '../files/fileRepository';
import { resolveImage } from '../files/imageReference';
import type { FarmRow, OrganisationRepository, OrganisationRow } from '../organisations/organisationRepository';
import { accountType, groupByType, presentAccount } from '../organisations/organisationPresenter';
import { isFarmLevel, organisationScope, type Viewpoints } from '../organisations/viewpoint';
import type { FarmOverviewService } from '../sites/farmOverviewService';
import { buildOrganisationTree, sortBy, type TreeSort } from './organisationTree';
import { text } from '../../lib/i18n/catalog';
import { accountsText } from './messages';

const ACCOUNT_ACTIONS: Action[] = ['account:edit', 'account:createChild', 'account:shoppingSettings', 'member:invite', 'member:manage'];

function presentFarmSummary(farm: FarmRow): FarmSummaryView {
  return {
    ...farmBasics(farm),
    businessId: farm.business_id,
    createdAt: farm.created_at,
  };
}

const sorted = (orgs: OrganisationRow[], sort: TreeSort = 'name') =>
  sortBy(
    orgs.map((o) => ({ org: o, name: o.name, createdAt: o.created_at })),
    sort,
  ).map((x) => x.org);

export class OrganisationService {
  constructor(
    private readonly orgs: OrganisationRepository,
    private readonly viewpoints: Viewpoints,
    private readonly files: FileRepository,
    private readonly farmOverviews?: FarmOverviewService,
  ) {}

  /**
   * An organisation the actor may act on; outside their subtree it reads as not found. The
   * actor's own account is always readable: farm-level users' subtree is their farm, but the
   * Accounts page shows them the business it belongs to as 'YOUR ACCOUNT'.
   */
  async visibleOrganisation(actor: Actor, id: string, action: Action = 'account:read'): Promise<OrganisationRow> {
    const org = await this.orgs.findById(id);
    const own = org?.id === actor.organisationId;
    if (!org || !(own || can(actor, 'account:read', organisationScope(org)))) throw notFound(text(accountsText, 'accountNotFound'));
    if (own && action === 'account:read') return org;
    if (!can(actor, action, organisationScope(org))) throw forbidden();
    return org;
  }

  /** GET /user/{id}/organisations: the user's own account as parent, the accounts below by type, and farms. */
  async listForUser(actor: Actor, userId: string, query: { name?: string; sort?: TreeSort }): Promise<UserOrganisationsView> {
    const viewer = await this.viewpoints.ofUser(actor, userId);
    const own = viewer.organisation;
    const below = (await this.viewpoints.organisations(actor, viewer, { name: query.name })).filter((o) => o.id !== own?.id);
    const farms = await this.viewpoints.farms(actor, viewer, query.name);
    return {
      parent: own ? presentAccount(own) : null,
      ...groupByType(sorted(below, query.sort)),
      farm: sortBy(farms.map(presentFarmSummary), query.sort ?? 'name'),
    };
  }

  /** GET /org?type=: accounts the actor sees, their own included (e.g. businesses to create a farm for). */
  async list(actor: Actor, query: { type?: OrganisationType; name?: string }): Promise<AccountView[]> {
    const viewer = await this.viewpoints.ofActor(actor);
    return sorted(await this.viewpoints.organisations(actor, viewer, query)).map(presentAccount);
  }

  /** Groups data: the accounts below one account (the actor's own by default), keyed by type. */
  async groups(actor: Actor, query: GroupsQuery): Promise<AccountListsView> {
    const viewer = await this.viewpoints.ofActor(actor);
    const root = query.parentId ? await this.visibleOrganisation(actor, query.parentId) : viewer.organisation;
    const orgs = await this.viewpoints.organisations(actor, viewer, { name: query.name, type: query.type }, root);
    return groupByType(
      sorted(
        orgs.filter((o) => o.id !== root?.id),
        query.sort,
      ),
    );
  }

  /** Organisation search by name, optionally under one account (GET /org/search/{userId}). */
  async search(actor: Actor, userId: string, query: { name?: string; orgId?: string; type?: OrganisationType }): Promise<AccountView[]> {
    const viewer = await this.viewpoints.ofUser(actor, userId);
    const root = query.orgId ? await this.visibleOrganisation(actor, query.orgId) : viewer.organisation;
    const orgs = await this.viewpoints.organisations(actor, viewer, { name: query.name, type: query.type }, root);
    return sorted(orgs).slice(0, 50).map(presentAccount);
  }

  /** GET /org/view/{userId}: the documented account hierarchy tree, rooted at the user's account. */
  async view(actor: Actor, userId: string, sort: TreeSort = 'name'): Promise<OrganisationTreeNode> {
    const viewer = await this.viewpoints.ofUser(actor, userId);
    const root = viewer.organisation;
    if (!root) throw notFound(text(accountsText, 'userBelongsNoAccount'));
    const farms = await this.viewpoints.farms(actor, viewer);
    // Farm-level users see their business only as the frame around their own farm.
    const orgs = isFarmLevel(viewer.actor) ? [root] : await this.viewpoints.organisations(actor, viewer);
    const overviews = this.farmOverviews ? await this.farmOverviews.overview(farms) : undefined;
    return buildOrganisationTree(root, orgs, farms, sort, overviews);
  }

  /** GET /org/{id}: one account, its parent when visible, and what the actor may do to it. */
  async get(actor: Actor, id: string): Promise<AccountDetailView> {
    const org = await this.visibleOrganisation(actor, id);
    const parent = org.parent_id ? await this.orgs.findById(org.parent_id) : undefined;
    const scope = organisationScope(org);
    const childType = childAccountType(accountType(org));
    const permissions = ACCOUNT_ACTIONS.filter((action) => {
      if (action === 'account:createChild' && !childType) return false;
      if (action === 'member:invite' && org.type === 'tilth') return false;
      return can(actor, action, scope);
    });
    const visibleParent = parent && can(actor, 'account:read', organisationScope(parent)) ? parent : undefined;
    return {
      ...presentAccount(org),
      parent: visibleParent ? { objectId: visibleParent.id, name: visibleParent.name, type: accountType(visibleParent) } : null,
      childType,
      permissions,
    };
  }

  async update(actor: Actor, id: string, body: OrganisationUpdate): Promise<AccountView> {
    const org = await this.visibleOrganisation(actor, id, 'account:edit');
    const image = await resolveImage(this.files, actor, body.image, body.fileId, 'image');
    const fields = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.hqAddress !== undefined && { hq_address: body.hqAddress }),
      ...(body.businessEmail !== undefined && { business_email: body.businessEmail }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(image !== undefined && { image }),
    };
    if (Object.keys(fields).length === 0) throw badRequest(text(accountsText, 'sendLeastOneField'));
    await this.orgs.update(org.id, fields);
    return presentAccount((await this.orgs.findById(org.id))!);
  }

  async shoppingSettings(actor: Actor, id: string): Promise<ShoppingSettings> {
    const org = await this.visibleOrganisation(actor, id, 'account:shoppingSettings');
    return (await this.orgs.findShoppingSettings(org.id)) ?? DEFAULT_SHOPPING_SETTINGS;
  }

  async saveShoppingSettings(actor: Actor, id: string, settings: ShoppingSettings): Promise<ShoppingSettings> {
    const org = await this.visibleOrganisation(actor, id, 'account:shoppingSettings');
    await this.orgs.saveShoppingSettings(org.id, settings, isoNow());
    return settings;
  }
}
