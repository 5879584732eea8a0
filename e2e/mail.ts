import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from './mailPeer';
import { e2eMailDir } from './runFiles';

export type { ReceivedMail };

/** Every mail the SMTP peer received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  const dir = e2eMailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

export const mailsTo = (to: string) => receivedMails().filter((mail) => mail.to.includes(to.toLowerCase()));

/**
 * Waits for the `count`-th mail to this address (the first by default) and returns it; with
 * `subject`, only mails whose subject contains it count (a demo user also gets the demo's own mail,
 * e.g. farm.admin's export prepared on first start).
 */
export async function waitForMail(
  to: string,
  { count = 1, timeoutMs = 10_000, subject }: { count?: number; timeoutMs?: number; subject?: string } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(to).filter((mail) => subject === undefined || mail.subject.includes(subject));
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} within ${timeoutMs} ms (${mails.length} so far)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The sign-up link in an invitation mail: the full URL, its path, and the invitation id and key. */
export function invitationLink(mail: ReceivedMail): { url: string; path: string; key: string; id: string } {
  const found = mail.content.match(/(https?:\/\/[^\s"<>/]+)(\/signUp\/([A-Za-z0-9_%-]+)\?invitationId=([A-Za-z0-9]+))/);
  if (!found) throw new Error(`no sign-up link in mail '${mail.subject}'`);
  return { url: found[1]! + found[2]!, path: found[2]!, key: decodeURIComponent(found[3]!), id: found[4]! };
}
