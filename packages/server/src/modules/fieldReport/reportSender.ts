import { nextReportAt, type Actor, type ReportSchedule, type ReportSendResult } from '@tilth/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isoNow } from '../../lib/time';
import type { Mailer } from '../mail/mailer';
import type { ReportBuilder } from './reportBuilder';
import { farmHealthReportMail } from './reportMail';
import type { RecipientRow } from './recipientRepository';
import type { RecipientService } from './recipientService';

const DUE_PER_RUN = 200;

/** Sends Farm Health Reports: on schedule (a leased job) or on an admin's request. */
export class ReportSender {
  constructor(
    private readonly recipients: RecipientService,
    private readonly builder: ReportBuilder,
    private readonly mailer: Mailer,
    private readonly schedule: ReportSchedule,
  ) {}

  private async send(row: RecipientRow, now: Date): Promise<void> {
    const farms = await this.recipients.repository.farmsOf([row.id]);
    const report = await this.builder.build(
      farms.map((f) => f.farm_id),
      now,
    );
    // In the language of the user with the recipient's address (issue 34); English for an address without one.
    const language = await this.recipients.repository.languageOf(row.email);
    await this.mailer.send(farmHealthReportMail(row.email, report, this.schedule, language));
    const next = nextReportAt(
      now,
      farms.map((f) => f.time_zone),
      this.schedule,
    );
    await this.recipients.repository.markSent(row.id, isoNow(now), next?.toISOString() ?? null);
  }

  /** The scheduled run: every recipient whose report is due. A failed send stays due and is retried next run. */
  async sendDue(now: Date, log?: FastifyBaseLogger): Promise<number> {
    let sent = 0;
    for (const row of await this.recipients.repository.due(isoNow(now), DUE_PER_RUN)) {
      try {
        await this.send(row, now);
        sent++;
      } catch (error) {
        log?.error({ err: error, recipient: row.id }, 'farm health report not sent');
      }
    }
    return sent;
  }

  /** POST /farm-health-report/send: one recipient or all the actor manages, now. */
  async sendNow(actor: Actor, recipientId: string | undefined, now = new Date()): Promise<ReportSendResult> {
    const rows = recipientId ? [await this.recipients.visible(actor, recipientId)] : await this.visibleRows(actor);
    for (const row of rows) await this.send(row, now);
    return { sent: rows.length, recipients: rows.map((r) => r.email) };
  }

  private async visibleRows(actor: Actor): Promise<RecipientRow[]> {
    const ids = (await this.recipients.list(actor)).map((r) => r.objectId);
    const rows = await Promise.all(ids.map((id) => this.recipients.repository.findById(id)));
    return rows.filter((r): r is RecipientRow => r !== undefined);
  }
}
