import { can, needsCurrentPassword, type Actor, type Profile, type ProfileUpdate } from '@tilth/domain';
import { forbidden } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { AuthService } from '../auth/authService';
import { hashPassword } from '../auth/passwords';
import type { FileRepository } from '../files/fileRepository';
import { resolveImage } from '../files/imageReference';
import { duplicateEmail, duplicateUserId } from '../users/duplicates';
import type { MemberRepository } from '../users/memberRepository';
import type { EmailChangeService } from './emailChangeService';
import type { ProfileService } from './profileService';

/** The request an update comes with: the session in use (kept on a password change) and the caller's address (throttling). */
export interface UpdateRequest {
  tokenHash: string | null;
  address: string;
}

/** PATCH /user/{id}: a user edits their own account (spec 000 §2.8). */
export class ProfileUpdateService {
  constructor(
    private readonly members: MemberRepository,
    private readonly files: FileRepository,
    private readonly profiles: ProfileService,
    private readonly auth: Pick<AuthService, 'confirmPassword'>,
    private readonly emailChanges: EmailChangeService,
  ) {}

  /**
   * The profile after the change, and the new e-mail when one was asked for: it takes effect only
   * once the link mailed to it is opened (issue 36), so the answer still shows the old one.
   */
  async update(
    actor: Actor,
    userId: string,
    body: ProfileUpdate,
    request: UpdateRequest,
  ): Promise<{ profile: Profile; emailPending: string | null }> {
    // Personal: nobody edits someone else's profile, whatever their role (same answer whether or not the user exists).
    if (!can(actor, 'profile:update', { organisationPath: [], ownerUserId: userId })) throw forbidden();
    const current = await this.members.findById(userId);
    if (!current) throw forbidden();
    if (needsCurrentPassword(body, current)) await this.auth.confirmPassword(current, body.currentPassword, request.address);

    const now = isoNow();
    const mine = { userId, email: current.email };
    if (
      body.username !== undefined &&
      body.username !== current.username &&
      (await this.members.identifierTaken(body.username, mine, now))
    ) {
      throw duplicateUserId('username');
    }
    const newEmail = body.email !== undefined && body.email !== current.email ? body.email : null;
    if (newEmail !== null && (await this.members.identifierTaken(newEmail, { userId }, now))) {
      throw duplicateEmail('email');
    }
    const image = await resolveImage(this.files, actor, body.profileImage, body.fileId, 'profileImage');

    await this.members.update(userId, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.address !== undefined && { address: body.address }),
      ...(body.username !== undefined && { username: body.username }),
      ...(body.password !== undefined && { password_hash: await hashPassword(body.password) }),
      ...(image !== undefined && { profile_image: image }),
      updated_at: now,
    });
    // A new password signs out every other session: whoever knew the old one is out.
    if (body.password !== undefined) await this.members.revokeSessions(userId, request.tokenHash ?? undefined);
    if (newEmail !== null) await this.emailChanges.request(current, newEmail);
    return { profile: await this.profiles.getProfile(actor, userId), emailPending: newEmail };
  }
}
