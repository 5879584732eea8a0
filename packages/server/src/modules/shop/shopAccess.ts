import { can, isRoleName, isWithinScope, roleAllows, SHOP_TEXT, type Actor, type Scope } from '@tilth/domain';
import { forbidden, notFound } from '../../http/errors';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { PlanSiteRow, SubscriptionRepository } from '../subscriptions/subscriptionRepository';
import { scopeFromPath } from '../users/organisationScope';
import type { UserRepository } from '../users/userRepository';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

/**
 * Who may buy for what (spec 002 §2.8, §6): `shop:purchase` per site, where members buy only when
 * the Team Shopping Settings of the account directly under the provider allow it; and whose
 * payment details a /customers/{userId} call may name.
 */
export class ShopAccess {
  constructor(
    private readonly orgs: OrganisationRepository,
    private readonly users: UserRepository,
    private readonly subscriptions: SubscriptionRepository,
  ) {}

  /** The Team Shopping Settings of the account directly under the root on this path (null: none saved). */
  async settingsOf(organisationPath: readonly string[]) {
    const top = organisationPath[1];
    return top ? this.orgs.findShoppingSettings(top) : null;
  }

  /** A site's policy scope with membersMayPurchase filled in. */
  async purchaseScope(path: string, farmId: string): Promise<Scope> {
    const scope = scopeFromPath(path, farmId);
    return { ...scope, membersMayPurchase: (await this.settingsOf(scope.organisationPath))?.membersMayPurchase === true };
  }

  /** A site (object id) with its plan and farm time zone, inside the actor's subtree (404 otherwise). */
  async siteInScope(actor: Actor, id: string): Promise<PlanSiteRow> {
    const [site] = await this.subscriptions.planSites([id]);
    if (!site || !isWithinScope(actor, scopeFromPath(site.business_path, site.farm_id)))
      throw notFound(text(shopText, 'siteNotFound', { id }));
    return site;
  }

  /**
   * The sites (object ids) with their plans and farm time zones, each one the actor may buy for:
   * a site outside their subtree is a 404, one inside it they may not buy for a 403 (nothing done).
   */
  async purchasableSites(actor: Actor, ids: readonly string[]): Promise<Map<string, PlanSiteRow>> {
    const sites = new Map((await this.subscriptions.planSites(ids)).map((s) => [s.id, s]));
    for (const id of ids) {
      const site = sites.get(id);
      if (!site || !isWithinScope(actor, scopeFromPath(site.business_path, site.farm_id)))
        throw notFound(text(shopText, 'siteNotFound', { id }));
    }
    for (const site of sites.values()) {
      if (!can(actor, 'shop:purchase', await this.purchaseScope(site.business_path, site.farm_id))) {
        throw forbidden(SHOP_TEXT.nonAdminPurchase);
      }
    }
    return sites;
  }

  /** Whether the actor may buy plans at all: an admin (not the provider's), or a member their account allows. */
  async mayPurchase(actor: Actor): Promise<boolean> {
    if (!roleAllows(actor, 'shop:purchase')) return false;
    const path = await this.pathOf(actor);
    return can(actor, 'shop:purchase', { organisationPath: path, farmId: actor.farmId, membersMayPurchase: await this.membersMay(path) });
  }

  /** Where the purchaser's receipts go: their account's Receipt Email, else null (the purchaser's own). */
  async receiptEmail(actor: Actor): Promise<string | null> {
    return (await this.settingsOf(await this.pathOf(actor)))?.receiptEmail ?? null;
  }

  /**
   * The user a /customers/{userId} call names: the caller (by id or username), or anyone for the
   * provider's admin (read only); others' payment details are refused.
   */
  async subject(actor: Actor, userId: string): Promise<Actor> {
    if (userId === actor.userId) return actor;
    const user = (await this.users.findById(userId)) ?? (await this.users.findByLogin(userId));
    if (user?.id === actor.userId) return actor;
    if (actor.role !== 'tilth_admin') throw forbidden(text(shopText, 'canOnlySeeOwn'));
    if (!user || !isRoleName(user.role)) throw notFound(text(shopText, 'userNotFound'));
    return { userId: user.id, role: user.role, organisationId: user.organisation_id, farmId: user.farm_id };
  }

  /** The caller themself, for the calls that change payment details (never someone else's). */
  async self(actor: Actor, userId: string): Promise<Actor> {
    const user = userId === actor.userId ? null : await this.users.findByLogin(userId);
    if (userId !== actor.userId && user?.id !== actor.userId) throw forbidden(text(shopText, 'canOnlyChangeOwn'));
    return actor;
  }

  async userOf(actor: Actor) {
    const user = await this.users.findById(actor.userId);
    if (!user) throw notFound(text(shopText, 'userNotFound'));
    return user;
  }

  private async membersMay(path: readonly string[]): Promise<boolean> {
    return (await this.settingsOf(path))?.membersMayPurchase === true;
  }

  private async pathOf(actor: Actor): Promise<string[]> {
    const org = actor.organisationId ? await this.orgs.findById(actor.organisationId) : undefined;
    return org ? org.path.split('/') : [];
  }
}
