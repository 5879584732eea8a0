import type { Scope } from '@tilth/domain';

/** The policy scope of a resource held by an organisation with this materialised path. */
export function scopeFromPath(path: string | null | undefined, farmId: string | null = null, ownerUserId: string | null = null): Scope {
  return { organisationPath: path ? path.split('/') : [], farmId, ownerUserId };
}
