import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eMailDir, e2eSmtpPort } from './runFiles';

/** A mail as the tests read it: recipients, subject, Reply-To and the decoded message. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  replyTo: string | null;
  /** Headers and bodies with quoted-printable undone: enough to find links and text. */
  content: string;
  receivedAt: string;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function parse(raw: string, recipients: string[]): ReceivedMail {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? null;
  return {
    to: recipients,
    subject: header('Subject') ?? '',
    replyTo: header('Reply-To'),
    content: decodeQuotedPrintable(raw),
    receivedAt: new Date().toISOString(),
  };
}

/**
 * Playwright global setup: a real SMTP server (the `smtp-server` package) on a fixed loopback port,
 * which the e2e server sends to (SMTP_URL in playwright.config.ts). Each message it accepts is
 * written to this run's mail directory, where the tests (other processes) read it.
 */
export default async function startMailPeer(): Promise<() => Promise<void>> {
  const dir = e2eMailDir();
  fs.mkdirSync(dir, { recursive: true });
  let serial = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parse(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
        serial += 1;
        const name = `${Date.now()}-${String(serial).padStart(5, '0')}.json`;
        // Written whole, then renamed: a reader never sees half a file.
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, `.${name}`), JSON.stringify(mail));
        fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
        callback();
      });
    },
  });
  const port = e2eSmtpPort();
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`The e2e SMTP peer's port ${port} is in use: is another e2e run going? Set E2E_PORT (or E2E_SMTP_PORT).`) : error),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
