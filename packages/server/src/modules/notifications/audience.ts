import { can, isRoleName, type Actor } from '@tilth/domain';
import type { AlertKind } from '@tilth/domain/notifications/kinds';
import { allChannelsFor, defaultAlertPreferences } from '@tilth/domain/notifications/preferences';
import { scopeFromPath } from '../users/organisationScope';
import type { StoredAlertPreferences } from './alertPreferenceRepository';

export interface Listener {
  userId: string;
  inApp: boolean;
  email: boolean;
  /** Issue 32: Web Push and text messages (sent by the channel pass). */
  push: boolean;
  sms: boolean;
}

interface UserRow {
  id: string;
  role: string;
  organisation_id: string | null;
  farm_id: string | null;
}

/**
 * Who hears about a site: the users the policy lets read it (can(actor, 'site:read', scope)), on
 * the channels their preferences choose for that kind and farm. Readers are worked out once per farm.
 */
export class Audience {
  private readonly actors: Actor[];
  private readonly readersByFarm = new Map<string, Actor[]>();

  constructor(
    users: readonly UserRow[],
    private readonly preferences: Map<string, StoredAlertPreferences>,
  ) {
    this.actors = users.flatMap((u) =>
      isRoleName(u.role) ? [{ userId: u.id, role: u.role, organisationId: u.organisation_id, farmId: u.farm_id }] : [],
    );
  }

  private readers(farmId: string, path: string): Actor[] {
    let readers = this.readersByFarm.get(farmId);
    if (!readers) {
      const scope = scopeFromPath(path, farmId);
      readers = this.actors.filter((actor) => can(actor, 'site:read', scope));
      this.readersByFarm.set(farmId, readers);
    }
    return readers;
  }

  listeners(site: { farmId: string; path: string }, kind: AlertKind): Listener[] {
    return this.readers(site.farmId, site.path).flatMap((actor) => {
      const prefs = this.preferences.get(actor.userId)?.preferences ?? defaultAlertPreferences();
      // Kinds a stored row doesn't name (added later) follow the user's role (sensor faults: service roles).
      const channels = allChannelsFor(prefs, kind, site.farmId, actor.role);
      return channels.inApp || channels.email || channels.push || channels.sms ? [{ userId: actor.userId, ...channels }] : [];
    });
  }
}
