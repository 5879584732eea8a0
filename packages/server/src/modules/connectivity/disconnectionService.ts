import type { Mailer } from '../mail/mailer';
import { DisconnectionRepository } from './disconnectionRepository';

export const PROBE_DEVICE_TYPE = 'probe logger';

/** The alert line of spec 002 §8, as shown in the site's disconnection history. */
export function disconnectionAlertText(email: string, deviceType = PROBE_DEVICE_TYPE): string {
  return `The base station failed to connect with the ${deviceType}. The email ${email} has been notified.`;
}

/**
 * Notices probes that stopped reporting, records each outage once, e-mails the site's contacts
 * once per outage, and closes the outage when readings come back.
 */
export class DisconnectionService {
  constructor(
    private readonly repository: DisconnectionRepository,
    private readonly mailer: Mailer,
    private readonly disconnectAfterMinutes: number,
    private readonly publicUrl: string,
  ) {}

  async check(now: Date): Promise<{ opened: number; closed: number }> {
    const cutoff = now.getTime() / 1000 - this.disconnectAfterMinutes * 60;
    let opened = 0;
    let closed = 0;
    for (const probe of await this.repository.monitoredProbes()) {
      const lastSeen = Number(probe.last_reading_at);
      const open = await this.repository.openFor(probe.site_id);
      // An outage opened by a run cut short before its mail (the instance died, the database went away)
      // is mailed by the next run: the job is safe to run again, at worst mailing one outage twice.
      if (lastSeen < cutoff && (!open || open.notified_at === null)) {
        const startedAt = open?.started_at ?? new Date(lastSeen * 1000).toISOString();
        const id = open?.id ?? (await this.repository.open(probe.site_id, probe.device_id, startedAt));
        const recipients = await this.repository.contactsForFarm(probe.farm_id);
        for (const to of recipients) {
          await this.mailer.send({
            to,
            subject: `Site ${probe.name} (ID# ${probe.site_number}) stopped reporting`,
            text: [
              `The base station failed to connect with the ${PROBE_DEVICE_TYPE} at site ${probe.name} (ID# ${probe.site_number}).`,
              `The last reading arrived at ${startedAt.replace('T', ' ').slice(0, 16)} UTC.`,
              'Check the unit in the field: battery, antenna and base station power are the usual causes.',
              `Open the site: ${this.publicUrl}/farm/${probe.farm_id}/sites`,
              '',
              'You receive this e-mail once per outage. — Tilth',
            ].join('\n'),
          });
        }
        await this.repository.markNotified(id, now.toISOString(), recipients);
        opened++;
      } else if (lastSeen >= cutoff && open) {
        await this.repository.close(open.id, new Date(lastSeen * 1000).toISOString());
        closed++;
      }
    }
    return { opened, closed };
  }
}
