import { can, isRoleName, permittedActions, type Actor, type Profile } from '@tilth/domain';
import { notFound } from '../../http/errors';
import { scopeFromPath } from '../users/organisationScope';
import type { UserRepository } from '../users/userRepository';
import { presentProfile } from './profilePresenter';
import { text } from '../../lib/i18n/catalog';
import { profileText } from './messages';

/** GET /user/{id}: a user's profile (spec 000 §3). */
export class ProfileService {
  constructor(private readonly users: UserRepository) {}

  /** A profile the actor may see; anything outside their subtree reads as not found. */
  async getProfile(actor: Actor, userId: string): Promise<Profile> {
    const user = await this.users.findById(userId);
    if (!user || !isRoleName(user.role)) throw notFound(text(profileText, 'userNotFound'));
    const organisation = user.organisation_id ? await this.users.findOrganisation(user.organisation_id) : undefined;
    if (user.id !== actor.userId) {
      const scope = scopeFromPath(organisation?.path, user.farm_id);
      if (!can(actor, 'profile:read', scope)) throw notFound(text(profileText, 'userNotFound'));
    }
    const parent = organisation?.parent_id ? await this.users.findOrganisation(organisation.parent_id) : undefined;
    const subject: Actor = { userId: user.id, role: user.role, organisationId: user.organisation_id, farmId: user.farm_id };
    return presentProfile(user, organisation, parent, permittedActions(subject));
  }
}
