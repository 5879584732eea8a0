import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { LocalSmsProvider } from './localSmsProvider';
import type { SmsProvider } from './smsProvider';
import { TwilioSmsProvider } from './twilioSmsProvider';

export type SmsConfig = Pick<Config, 'smsProvider' | 'twilio'>;

/**
 * The text-message provider as SMS_PROVIDER says: `local` (kept in this database) or `twilio`,
 * which cannot start without its account SID, auth token and sender (a clear error at startup,
 * not at the first alert).
 */
export function createSmsProvider(config: SmsConfig, db: Kysely<Database>): SmsProvider {
  if (config.smsProvider === 'local') return new LocalSmsProvider(db);
  const { accountSid, authToken, from, apiUrl } = config.twilio;
  if (!accountSid || !authToken || !from) {
    const missing = [accountSid ? null : 'TWILIO_ACCOUNT_SID', authToken ? null : 'TWILIO_AUTH_TOKEN', from ? null : 'TWILIO_FROM'];
    throw new Error(`SMS_PROVIDER=twilio needs ${missing.filter(Boolean).join(', ')}`);
  }
  return new TwilioSmsProvider({ accountSid, authToken, from, apiUrl });
}
