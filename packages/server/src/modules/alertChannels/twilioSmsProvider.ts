import { SmsError, type SmsProvider } from './smsProvider';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com, or the tests' fake. */
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: `POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded
 * To, From (or MessagingServiceSid) and Body, HTTP basic auth with the account SID and auth token.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio' as const;

  constructor(private readonly options: TwilioOptions) {}

  async send(message: { to: string; body: string }): Promise<{ id: string }> {
    const { accountSid, authToken, from, apiUrl } = this.options;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsError(`Twilio could not be reached: ${(error as Error).message}`, null);
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
    if (!response.ok || !answer.sid)
      throw new SmsError(`Twilio refused the message (${response.status}): ${answer.message ?? 'no reason given'}`, response.status);
    return { id: answer.sid };
  }
}
