import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { OutboxRepository } from '../outbox/outboxRepository';
import { text } from '../../lib/i18n/catalog';
import { mailText } from './messages';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent along (SMTP only; the outbox keeps the text). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Sends one message; throws an AppError (502) when the mail server refuses it. */
  send(message: MailMessage): Promise<void>;
}

/** Real delivery over SMTP (nodemailer). */
class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: (error: unknown) => void,
  ) {
    // Short timeouts: a request waiting on a dead mail server must fail clearly, not hang.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...message });
    } catch (error) {
      this.log(error);
      throw new AppError(502, 'MailNotSent', text(mailText, 'eMailCouldNot'));
    }
  }
}

/** Without SMTP_URL, mail is kept in the outbox table, where the platform admin can read it. */
class OutboxMailer implements Mailer {
  constructor(private readonly outbox: OutboxRepository) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.insert({
      id: newObjectId(),
      recipient: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      created_at: isoNow(),
    });
  }
}

export function createMailer(config: Config, outbox: OutboxRepository, log: (error: unknown) => void): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, log) : new OutboxMailer(outbox);
}
