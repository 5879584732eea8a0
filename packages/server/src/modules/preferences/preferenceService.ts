import type { Kysely } from 'kysely';
import { can, mergePreference, normalisePreference, type Actor, type Preference, type PreferenceUpdate } from '@tilth/domain';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { isoNow } from '../../lib/time';
import { PreferenceRepository } from './preferenceRepository';

export class PreferenceService {
  private readonly preferences: PreferenceRepository;

  constructor(db: Kysely<Database>) {
    this.preferences = new PreferenceRepository(db);
  }

  async get(actor: Actor): Promise<Preference> {
    if (!can(actor, 'preferences:read', { organisationPath: [], ownerUserId: actor.userId })) throw forbidden();
    return normalisePreference(await this.preferences.find(actor.userId));
  }

  async update(actor: Actor, update: PreferenceUpdate): Promise<Preference> {
    if (!can(actor, 'preferences:update', { organisationPath: [], ownerUserId: actor.userId })) throw forbidden();
    const next = mergePreference(await this.get(actor), update);
    await this.preferences.save(actor.userId, next, isoNow());
    return next;
  }
}
