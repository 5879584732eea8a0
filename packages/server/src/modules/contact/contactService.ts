import type { Actor, ContactMessage } from '@tilth/domain';
import type { Mailer } from '../mail/mailer';
import { contactMail } from '../mail/templates';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { MemberRepository } from '../users/memberRepository';

/** Contact form → the provider's support mailbox, with the sender as Reply-To. */
export class ContactService {
  constructor(
    private readonly mailer: Mailer,
    private readonly supportEmail: string,
    private readonly members: MemberRepository,
    private readonly orgs: OrganisationRepository,
  ) {}

  async send(actor: Actor, message: ContactMessage): Promise<void> {
    const user = await this.members.findById(actor.userId);
    const org = actor.organisationId ? await this.orgs.findById(actor.organisationId) : undefined;
    await this.mailer.send(
      contactMail(this.supportEmail, message, { username: user?.username ?? actor.userId, organisation: org?.name ?? null }),
    );
  }
}
