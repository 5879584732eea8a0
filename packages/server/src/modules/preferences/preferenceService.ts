import {
  can,
  fitPreference,
  GRAPH_MAX_BYTES,
  jsonBytes,
  mergePreference,
  normalisePreference,
  PREFERENCE_MAX_BYTES,
  type Actor,
  type Preference,
  type PreferenceUpdate,
  withVisitedFarm,
} from '@tilth/domain';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import { PreferenceRepository } from './preferenceRepository';
import { text } from '../../lib/i18n/catalog';
import { preferencesText } from './messages';

/** Which of these farm ids the actor may not see (the farms module answers). */
export interface FarmVisibility {
  unseen(actor: Actor, ids: readonly string[]): Promise<string[]>;
}

/** Which of these site ids name no site the actor may read, deleted ones included (the sites module answers). */
export interface SiteVisibility {
  unseen(actor: Actor, ids: readonly string[]): Promise<string[]>;
}

export class PreferenceService {
  constructor(
    private readonly preferences: PreferenceRepository,
    private readonly farms?: FarmVisibility,
    private readonly sites?: SiteVisibility,
  ) {}

  /** A chosen farm must be one the user sees, so the selection can never point elsewhere. */
  private async checkFarms(actor: Actor, update: PreferenceUpdate): Promise<void> {
    if (!this.farms) return;
    const fields: [keyof PreferenceUpdate, string[]][] = [
      ['selectedFarm', update.selectedFarm ? [update.selectedFarm] : []],
      ['selectedFarms', update.selectedFarms ?? []],
    ];
    for (const [field, ids] of fields) {
      const unseen = ids.length ? await this.farms.unseen(actor, ids) : [];
      if (unseen.length)
        throw badRequest(text(preferencesText, 'notFarmsYouSee', { field, farms: unseen.slice(0, 5).join(', '), count: unseen.length }), [
          field,
        ]);
    }
  }

  async get(actor: Actor): Promise<Preference> {
    if (!can(actor, 'preferences:read', { organisationPath: [], ownerUserId: actor.userId })) throw forbidden();
    return normalisePreference(await this.preferences.find(actor.userId));
  }

  async update(actor: Actor, update: PreferenceUpdate): Promise<Preference> {
    if (!can(actor, 'preferences:update', { organisationPath: [], ownerUserId: actor.userId })) throw forbidden();
    await this.checkFarms(actor, update);
    const merged = await this.withoutUnseenSites(actor, mergePreference(await this.get(actor), update));
    const next = fitPreference(merged, Object.keys(update.graph ?? {}));
    if (!next) throw this.tooLarge(update);
    await this.preferences.save(actor.userId, next, isoNow());
    return next;
  }

  /** Records a visit to a farm the user sees; any other reads as not found, as the farm itself does. */
  async recordFarmVisit(actor: Actor, farmId: string): Promise<Preference> {
    if (!can(actor, 'preferences:update', { organisationPath: [], ownerUserId: actor.userId })) throw forbidden();
    const unseen = this.farms ? await this.farms.unseen(actor, [farmId]) : [];
    if (unseen.length) throw notFound(text(preferencesText, 'farmNotFound'));
    const current = await this.get(actor);
    return this.update(actor, { lastVisitedFarms: withVisitedFarm(current.lastVisitedFarms, farmId) });
  }

  /**
   * Graph settings only for sites the user reads: what is sent for any other is dropped, and so
   * are saved settings of sites deleted (or moved out of reach) since.
   */
  private async withoutUnseenSites(actor: Actor, preference: Preference): Promise<Preference> {
    const sites = Object.keys(preference.graph);
    if (!this.sites || sites.length === 0) return preference;
    const unseen = new Set(await this.sites.unseen(actor, sites));
    if (unseen.size === 0) return preference;
    return { ...preference, graph: Object.fromEntries(Object.entries(preference.graph).filter(([site]) => !unseen.has(site))) };
  }

  /** A change that cannot fit even after older graph settings give way, named by its field. */
  private tooLarge(update: PreferenceUpdate) {
    if (update.graph && jsonBytes(update.graph) > GRAPH_MAX_BYTES) {
      return badRequest(text(preferencesText, 'graphTooLarge', { kb: GRAPH_MAX_BYTES / 1024 }), ['graph']);
    }
    const [field = 'body'] = Object.entries(update)
      .sort(([, a], [, b]) => jsonBytes(b) - jsonBytes(a))
      .map(([key]) => key);
    return badRequest(text(preferencesText, 'preferencesTooLarge', { field, kb: PREFERENCE_MAX_BYTES / 1024 }), [field]);
  }
}
