import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS, webhookRetryDelayMs } from '@tilth/domain';
import type { SecretSeal } from '../sensorApi/secretSeal';
import type { AttemptOutcome, DeliveryRow, WebhookRepository } from './webhookRepository';
import { webhookSignatureHeader } from './webhookSignature';

/** How many deliveries one run of the job sends, and how many at once. */
const BATCH = 100;
const PARALLEL = 4;
/** Finished deliveries are kept this long in the log. */
const KEEP_MS = 30 * 86_400_000;

export interface DeliveryRun {
  sent: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/** What an HTTP attempt came to: the status code, or why there was none. */
interface Answer {
  statusCode: number | null;
  error: string | null;
}

/**
 * Sends queued webhook deliveries: each a signed POST of its stored body (the same bytes and event
 * id on every attempt, a fresh timestamp in the signature), 10 s to answer, any non-2xx a failure,
 * retried after 1 min, 5 min, 30 min, 2 h and 6 h, then 'failed'. Runs under the job's lease.
 */
export class WebhookDeliverer {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly seal: SecretSeal,
    private readonly timeoutMs = WEBHOOK_TIMEOUT_MS,
  ) {}

  /** Every due delivery (a batch at a time), then the log's housekeeping. */
  async runDue(now: Date): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, delivered: 0, retrying: 0, failed: 0 };
    const due = await this.repository.due(now.toISOString(), BATCH);
    for (let i = 0; i < due.length; i += PARALLEL) {
      const outcomes = await Promise.all(due.slice(i, i + PARALLEL).map((d) => this.attempt(d, now, true)));
      for (const outcome of outcomes) {
        if (!outcome) continue;
        run.sent++;
        if (outcome.status === 'delivered') run.delivered++;
        else if (outcome.status === 'failed') run.failed++;
        else run.retrying++;
      }
    }
    await this.repository.prune(new Date(now.getTime() - KEEP_MS).toISOString());
    return run;
  }

  /**
   * One attempt at a delivery, recorded: delivered on a 2xx; otherwise pending with its next try
   * (when `retry`), or failed once the schedule is spent (or at once without `retry`, a test event).
   */
  async attempt(delivery: DeliveryRow, now: Date, retry: boolean): Promise<AttemptOutcome | null> {
    const webhook = await this.repository.find(delivery.webhook_id);
    const secret = webhook ? this.seal.open(webhook.secret_sealed) : null;
    let answer: Answer;
    if (!webhook) answer = { statusCode: null, error: 'The webhook was deleted before this could be sent.' };
    else if (webhook.enabled !== 1) answer = { statusCode: null, error: 'The webhook was turned off before this could be sent.' };
    else if (secret === null)
      answer = { statusCode: null, error: 'The webhook’s secret could not be read; rotate the secret and try again.' };
    else answer = await this.post(webhook.url, secret, delivery, now);
    const attempts = delivery.attempts + 1;
    const delay = retry && webhook?.enabled === 1 && secret !== null ? webhookRetryDelayMs(attempts) : null;
    const ok = answer.error === null;
    const outcome: AttemptOutcome = {
      status: ok ? 'delivered' : delay === null ? 'failed' : 'pending',
      attempts,
      at: now.toISOString(),
      nextAttemptAt: ok || delay === null ? null : new Date(now.getTime() + delay).toISOString(),
      statusCode: answer.statusCode,
      error: answer.error,
    };
    return (await this.repository.recordAttempt(delivery.id, delivery.attempts, outcome)) ? outcome : null;
  }

  private async post(url: string, secret: string, delivery: DeliveryRow, now: Date): Promise<Answer> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Tilth-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignatureHeader(secret, delivery.body, now),
          [WEBHOOK_EVENT_ID_HEADER]: delivery.event_id,
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { statusCode: response.status, error: null };
      const text = response.statusText ? ` ${response.statusText}` : '';
      const redirect = response.status >= 300 && response.status < 400 ? ' Redirects are not followed: use the final URL.' : '';
      return {
        statusCode: response.status,
        error: `The receiver answered ${response.status}${text}; only a 2xx answer counts as delivered.${redirect}`,
      };
    } catch (error) {
      return { statusCode: null, error: failureSentence(error, this.timeoutMs) };
    }
  }
}

/** Why a request got no answer, as a sentence. */
export function failureSentence(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return `The receiver did not answer within ${Math.round(timeoutMs / 1000)} seconds.`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const code = cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'Could not connect: the receiver refused the connection (is it running?).';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Could not find the receiver’s address: check the host name in the URL.';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'The receiver closed the connection before answering.';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT')
    return 'The receiver’s HTTPS certificate was not accepted.';
  const detail = code || cause?.message || (error instanceof Error ? error.message : String(error));
  return `Could not reach the receiver (${detail.slice(0, 200)}).`;
}
