import type { Actor } from '@tilth/domain';
import { ACCOUNT_SETTING_ROLES } from '@tilth/domain/auth/secondFactor';
import type { AccountSecuritySettings } from '@tilth/domain/auth/security';
import { AppError, notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { TwoFactorRepository } from '../auth/twoFactorRepository';
import type { TwoFactorService } from '../auth/twoFactorService';
import type { OrganisationService } from './organisationService';
import { text } from '../../lib/i18n/catalog';
import { accountsText } from './messages';

const ACCOUNT_SETTING_TYPES = ['distributor', 'dealer'];

/** A distributor's or dealer's setting that its admins must use two-step sign-in (issue 36). */
export class SecuritySettingsService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly settings: TwoFactorRepository,
    private readonly organisations: OrganisationService,
  ) {}

  /** A distributor's or dealer's account that the caller may set this for (own or below, admins). */
  private async settingsAccount(actor: Actor, organisationId: string) {
    const org = await this.organisations.visibleOrganisation(actor, organisationId, 'account:securitySettings');
    if (!ACCOUNT_SETTING_TYPES.includes(org.type)) throw notFound(text(accountsText, 'onlyDistributorDealerAccounts'));
    return org;
  }

  async accountSettings(actor: Actor, organisationId: string): Promise<AccountSecuritySettings> {
    const org = await this.settingsAccount(actor, organisationId);
    return { requireAdminTwoFactor: await this.settings.requiresAdminTwoFactor(org.id) };
  }

  async saveAccountSettings(actor: Actor, organisationId: string, body: AccountSecuritySettings): Promise<AccountSecuritySettings> {
    const org = await this.settingsAccount(actor, organisationId);
    // The setting would sign its own admin out at once: they turn it on for themselves first.
    if (body.requireAdminTwoFactor && org.id === actor.organisationId && ACCOUNT_SETTING_ROLES.includes(actor.role)) {
      if (!(await this.twoFactor.enabled(actor.userId))) {
        throw new AppError(409, 'Conflict', text(accountsText, 'turnTwoStepSign'), ['requireAdminTwoFactor']);
      }
    }
    await this.settings.saveAccountSetting(org.id, body.requireAdminTwoFactor, isoNow());
    return { requireAdminTwoFactor: body.requireAdminTwoFactor };
  }
}
