import { AppError, badRequest } from '../../http/errors';
import {
  PaymentDeclinedError,
  PaymentInputError,
  PaymentProviderUnavailableError,
  WebhookSignatureError,
} from './payments/paymentProvider';
import { text } from '../../lib/i18n/catalog';
import { shopText } from './messages';

export const PROVIDER_UNAVAILABLE = 'The payment provider could not be reached; nothing was charged';
export const WEBHOOK_SIGNATURE_REFUSED = 'Webhook signature does not verify';

/** How the request names a field the provider names otherwise (a purchase's token is subscriptionData.token). */
export type FieldNames = Readonly<Record<string, string>>;

/** The answer a provider's error gives the caller (contract: 402 declined, 400 input, 502 unreachable). */
export function providerErrorAnswer(error: unknown, names: FieldNames = {}): unknown {
  if (error instanceof PaymentDeclinedError) return new AppError(402, 'PaymentDeclined', error.message);
  // The provider's own words (the card form shows them); `fields` names what they are about.
  if (error instanceof PaymentInputError) return badRequest(error.message, error.field ? [names[error.field] ?? error.field] : undefined);
  if (error instanceof PaymentProviderUnavailableError)
    return new AppError(502, 'PaymentProviderUnavailable', text(shopText, 'paymentProviderCouldNot'));
  if (error instanceof WebhookSignatureError) return badRequest(text(shopText, 'webhookSignatureDoesNot'), ['stripe-signature']);
  return error;
}

/** Calls the provider, turning its errors into the caller's answers (fields named as the request names them). */
export async function atProvider<T>(call: () => Promise<T>, names: FieldNames = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerErrorAnswer(error, names);
  }
}
