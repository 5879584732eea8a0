import type { SmsProviderName } from '@tilth/domain/alertChannels/schemas';

/**
 * What Tilth needs from a text-message provider (issue 32). Two implementations, chosen by
 * SMS_PROVIDER: `local` (the default: messages kept in the database, shown beside the mail outbox,
 * nothing sent) and `twilio` (its REST API). `send` resolves once the provider accepted the
 * message and throws SmsError when it refused it or could not be reached.
 */
export interface SmsProvider {
  readonly name: SmsProviderName;
  send(message: { to: string; body: string }): Promise<{ id: string }>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; null when it could not be reached. */
    readonly status: number | null,
  ) {
    super(message);
  }
}
