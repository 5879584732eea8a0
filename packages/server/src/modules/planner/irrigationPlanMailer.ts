import { isRoleName, wallTime } from '@tilth/domain';
import { irrigationPlanIsDue } from '@tilth/domain/notifications/preferences';
import { ENGLISH_READERS, type UserLanguageSource } from '../../lib/i18n/userLanguage';
import type { Mailer } from '../mail/mailer';
import type { AlertPreferenceRepository } from '../notifications/alertPreferenceRepository';
import type { UserRepository } from '../users/userRepository';
import { irrigationPlanMail } from './irrigationPlanMail';
import type { RecommendationService } from './recommendationService';

/** Sends the weekly "Irrigation plan" e-mail to the users who chose it, Monday morning in their farm's time. */
export class IrrigationPlanMailer {
  constructor(
    private readonly recommendations: RecommendationService,
    private readonly preferences: Pick<AlertPreferenceRepository, 'irrigationPlanUsers' | 'markPlanSent'>,
    private readonly users: Pick<UserRepository, 'findById'>,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    /** The recipients' languages (issue 34). */
    private readonly languages: UserLanguageSource = ENGLISH_READERS,
  ) {}

  async sendDue(now: Date): Promise<{ sent: number }> {
    let sent = 0;
    for (const { userId, lastPlanAt } of await this.preferences.irrigationPlanUsers()) {
      const user = await this.users.findById(userId);
      if (!user || !isRoleName(user.role) || !user.email) continue;
      const actor = { userId: user.id, role: user.role, organisationId: user.organisation_id, farmId: user.farm_id };
      const language = await this.languages.of(user.id);
      // The plan's recommendations worded in the mail's language too (issue 34).
      const { zone, page } = await this.recommendations.weekPlan(actor, language);
      if (!zone) continue;
      const wall = wallTime(now.getTime() / 1000, zone);
      const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
      if (
        !irrigationPlanIsDue({
          weekday,
          hour: wall.hour,
          now: now.getTime(),
          lastSentAt: lastPlanAt === null ? null : Date.parse(lastPlanAt),
        })
      )
        continue;
      await this.mailer.send(irrigationPlanMail(user.email, user.name, page, this.publicUrl, language));
      await this.preferences.markPlanSent(userId, now.toISOString());
      sent++;
    }
    return { sent };
  }
}
