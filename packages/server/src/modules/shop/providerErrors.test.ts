import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import {
  PaymentDeclinedError,
  PaymentInputError,
  PaymentProviderUnavailableError,
  WebhookSignatureError,
} from './payments/paymentProvider';
import { atProvider, PROVIDER_UNAVAILABLE, WEBHOOK_SIGNATURE_REFUSED } from './providerErrors';

const answerTo = async (error: Error) => atProvider(() => Promise.reject(error)).catch((e: unknown) => e as AppError);

describe('atProvider', () => {
  it('maps the provider’s errors to the contract’s answers', async () => {
    expect(await answerTo(new PaymentDeclinedError('Your card was declined.'))).toMatchObject({
      status: 402,
      message: 'Your card was declined.',
    });
    expect(await answerTo(new PaymentInputError("No such source: 'card_x'", 'sourceId'))).toMatchObject({
      status: 400,
      message: "No such source: 'card_x'",
      fields: ['sourceId'],
    });
    expect(await answerTo(new PaymentProviderUnavailableError('ECONNREFUSED'))).toMatchObject({
      status: 502,
      message: PROVIDER_UNAVAILABLE,
    });
    expect(await answerTo(new WebhookSignatureError('x'))).toMatchObject({ status: 400, message: WEBHOOK_SIGNATURE_REFUSED });
  });

  it('lets other errors through and answers what the call answers', async () => {
    const bug = new TypeError('bug');
    expect(await answerTo(bug)).toBe(bug);
    expect(await atProvider(async () => 7)).toBe(7);
    expect(await answerTo(new PaymentDeclinedError('no'))).toBeInstanceOf(AppError);
  });
});
