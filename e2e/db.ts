import Database from 'better-sqlite3';
import { e2eDatabasePath } from './runFiles';

/**
 * Direct writes to the e2e server's SQLite database, for states the UI can't reach in a test's
 * time: an expired invitation, and mail in the outbox (the e2e server sends mail over SMTP, so
 * it never keeps any). The server opens the file in WAL mode with a busy timeout, so a short
 * write from here is safe while it runs.
 */
export function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabasePath());
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** Moves an invitation's expiry into the past (INVITATION_TTL_DAYS stays at its default). */
export function expireInvitation(id: string): void {
  withDatabase((db) => {
    const changed = db.prepare('UPDATE invitations SET expires_at = ? WHERE id = ?').run(new Date(Date.now() - 60_000).toISOString(), id);
    if (changed.changes !== 1) throw new Error(`no invitation ${id}`);
  });
}

export function addOutboxMail(mail: { id: string; to: string; subject: string; text: string; replyTo?: string; createdAt?: string }): void {
  withDatabase((db) =>
    db
      .prepare('INSERT INTO outbox (id, recipient, reply_to, subject, text_body, html_body, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)')
      .run(mail.id, mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.createdAt ?? new Date().toISOString()),
  );
}
