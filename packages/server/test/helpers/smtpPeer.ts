import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  replyTo: string | null;
  /** Headers and bodies with quoted-printable undone, enough to find links and text. */
  content: string;
}

export interface SmtpPeer {
  url: string;
  mails: ReceivedMail[];
  /** The first mail (received so far or soon) to this address, optionally whose content matches. */
  waitFor(to: string, match?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?= or ?B?, as a subject outside ASCII is sent) as text. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Recipients, subject, Reply-To and the decoded message of one raw mail. */
export function parseMail(raw: string, recipients: string[]): ReceivedMail {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? null;
  return {
    to: recipients,
    subject: decodeEncodedWords(header('Subject') ?? ''),
    replyTo: header('Reply-To'),
    content: decodeQuotedPrintable(raw),
  };
}

/** A real SMTP server (no TLS, no auth) that hands every mail it accepts to `onMail`; not yet listening. */
export function mailCollectingServer(onMail: (mail: ReceivedMail) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMail(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ),
        );
        callback();
      });
    },
  });
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const server = mailCollectingServer((mail) => mails.push(mail));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to.toLowerCase()) && (!match || match.test(m.content)));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${mails.length} in all)`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The invitation id and key in a mailed sign-up link. */
export function invitationLink(mail: ReceivedMail): { key: string; id: string; url: string } {
  const found = mail.content.match(/(https?:\/\/[^\s"<>]+\/signUp\/([A-Za-z0-9_%-]+)\?invitationId=([A-Za-z0-9]+))/);
  if (!found) throw new Error(`no sign-up link in mail '${mail.subject}'`);
  return { url: found[1]!, key: decodeURIComponent(found[2]!), id: found[3]! };
}
