import { translate, type Values } from '../../lib/i18n/catalog';
import type { Mailer } from '../mail/mailer';
import { DisconnectionRepository } from './disconnectionRepository';
import { connectivityMailText, type ConnectivityMailKey } from './mailMessages';

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
        const languages = await this.repository.languagesOf(recipients);
        for (const to of recipients) {
          // In each contact's language (issue 34).
          const language = languages.get(to) ?? 'en';
          const t = (key: ConnectivityMailKey, values?: Values) => translate(language, connectivityMailText, key, values);
          const site = { site: probe.name, number: probe.site_number };
          await this.mailer.send({
            to,
            subject: t('subject', site),
            text: [
              t('failed', { ...site, device: language === 'en' ? PROBE_DEVICE_TYPE : t('probeLogger') }),
              t('lastReading', { time: startedAt.replace('T', ' ').slice(0, 16) }),
              t('check'),
              t('openSite', { url: `${this.publicUrl}/farm/${probe.farm_id}/sites` }),
              '',
              t('once'),
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
