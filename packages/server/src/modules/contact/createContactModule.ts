import type { Mailer } from '../mail/mailer';
import type { OrganisationRepository } from '../organisations/organisationRepository';
import type { MemberRepository } from '../users/memberRepository';
import { ContactService } from './contactService';
import { contactRoutes } from './routes';

export interface ContactModuleDeps {
  mailer: Mailer;
  supportEmail: string;
  members: MemberRepository;
  organisations: OrganisationRepository;
}

/** The contact form's mail to support (the composition root calls this once). */
export function createContactModule(d: ContactModuleDeps) {
  const service = new ContactService(d.mailer, d.supportEmail, d.members, d.organisations);
  return { service, routes: () => contactRoutes(service) };
}
