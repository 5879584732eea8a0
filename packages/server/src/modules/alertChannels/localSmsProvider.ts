import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newObjectId } from '../../lib/ids';
import type { SmsProvider } from './smsProvider';

/** The built-in provider (SMS_PROVIDER=local): keeps each message in text_messages instead of sending it. */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: { to: string; body: string }): Promise<{ id: string }> {
    const id = newObjectId();
    await this.db
      .insertInto('text_messages')
      .values({ id, recipient: message.to, body: message.body, created_at: this.clock().toISOString() })
      .execute();
    return { id };
  }
}

/** The kept messages, newest first (the platform admin's view beside the mail outbox). */
export async function latestTextMessages(db: Kysely<Database>, limit: number) {
  return db.selectFrom('text_messages').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}
