import fs from 'node:fs';
import path from 'node:path';
import { mailCollectingServer, type ReceivedMail as PeerMail } from '@tilth/server/test/helpers/smtpPeer';
import { e2eMailDir, e2eSmtpPort } from './runFiles';

/** A mail as the tests read it: recipients, subject, Reply-To, the decoded message and when it came. */
export interface ReceivedMail extends PeerMail {
  receivedAt: string;
}

/**
 * Playwright global setup: a real SMTP server (the `smtp-server` package) on the loopback port
 * playwright.config.ts chose for it, which the e2e server sends to (SMTP_URL there). Each message
 * it accepts is written to this run's mail directory, where the tests (other processes) read it.
 */
export default async function startMailPeer(): Promise<() => Promise<void>> {
  const dir = e2eMailDir();
  fs.mkdirSync(dir, { recursive: true });
  let serial = 0;
  const server = mailCollectingServer((peerMail) => {
    const mail: ReceivedMail = { ...peerMail, receivedAt: new Date().toISOString() };
    serial += 1;
    const name = `${Date.now()}-${String(serial).padStart(5, '0')}.json`;
    // Written whole, then renamed: a reader never sees half a file.
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `.${name}`), JSON.stringify(mail));
    fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
  });
  const port = e2eSmtpPort();
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`The e2e SMTP peer's port ${port} was taken after it was chosen (or E2E_SMTP_PORT names a busy one): run again.`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
