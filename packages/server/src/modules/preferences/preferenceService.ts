import { can, mergePreference, normalisePreference, type Actor, type Preference, type PreferenceUpdate } from '@tilth/domain';
import { badRequest, forbidden } from '../../http/errors';
import { isoNow } from '../../lib/time';
import { PreferenceRepository } from './preferenceRepository';

/** Which of these farm ids the actor may not see (the farms module answers). */
export interface FarmVisibility {
  unseen(actor: Actor, ids: readonly string[]): Promise<string[]>;
}

export class PreferenceService {
  constructor(
    private readonly preferences: PreferenceRepository,
    private readonly farms?: FarmVisibility,
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
        throw badRequest(
          `${field}: ${unseen.slice(0, 5).join(', ')} ${unseen.length === 1 ? 'is not a farm' : 'are not farms'} you can see.`,
          [field],
        );
    }
  }

  async get(actor: Actor): Promise<Preference> {
    if (!can(actor, 'preferences:read', { organisationPath: [], ownerUserId: actor.userId })) throw forbidden();
    return normalisePreference(await this.preferences.find(actor.userId));
  }

  async update(actor: Actor, update: PreferenceUpdate): Promise<Preference> {
    if (!can(actor, 'preferences:update', { organisationPath: [], ownerUserId: actor.userId })) throw forbidden();
    await this.checkFarms(actor, update);
    const next = mergePreference(await this.get(actor), update);
    await this.preferences.save(actor.userId, next, isoNow());
    return next;
  }
}
