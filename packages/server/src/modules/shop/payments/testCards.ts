import type { localCardBodySchema } from '@tilth/domain';
import type { z } from 'zod';
import { PaymentInputError } from './paymentProvider';

/** The card form's fields once parsed (spaces and dashes already out of the number). */
export type LocalCardInput = z.output<typeof localCardBodySchema>;

/**
 * What the local provider does with a test card: `ok` charges; `declined` and
 * `insufficient_funds` are refused when attached (as Stripe refuses them); `charge_declined`
 * attaches fine but every charge declines (Stripe's 4000000000000341).
 */
export type CardOutcome = 'ok' | 'declined' | 'insufficient_funds' | 'charge_declined';

interface TestCard {
  brand: string;
  outcome: CardOutcome;
}

/** Stripe's own test numbers, so the same cards work with either provider. */
const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { brand: 'Visa', outcome: 'ok' }],
  ['5555555555554444', { brand: 'MasterCard', outcome: 'ok' }],
  ['378282246310005', { brand: 'American Express', outcome: 'ok' }],
  ['4000000000000002', { brand: 'Visa', outcome: 'declined' }],
  ['4000000000009995', { brand: 'Visa', outcome: 'insufficient_funds' }],
  ['4000000000000341', { brand: 'Visa', outcome: 'charge_declined' }],
]);

/** Stripe's wording for a refused card, by outcome. */
export const DECLINE_MESSAGES: Record<Exclude<CardOutcome, 'ok'>, { message: string; code: string }> = {
  declined: { message: 'Your card was declined.', code: 'card_declined' },
  insufficient_funds: { message: 'Your card has insufficient funds.', code: 'insufficient_funds' },
  charge_declined: { message: 'Your card was declined.', code: 'card_declined' },
};

export const NOT_A_TEST_CARD = 'Card number is not a test card; the local provider accepts only test cards';
export const EXPIRED_CARD = "Your card's expiration date is in the past";

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What may be kept of a test card: never its number or CVC. */
export interface CheckedCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  outcome: CardOutcome;
}

/**
 * Checks a card from the local card form: a valid number (Luhn), one of the test cards, a CVC of
 * the brand's length and an expiry not in the past (at `nowMs`, UTC). PaymentInputError otherwise.
 */
export function checkTestCard(card: LocalCardInput, nowMs: number): CheckedCard {
  if (!luhnValid(card.number)) throw new PaymentInputError('Your card number is incorrect.', 'number');
  const known = TEST_CARDS.get(card.number);
  if (!known) throw new PaymentInputError(NOT_A_TEST_CARD, 'number');
  const cvcLength = known.brand === 'American Express' ? 4 : 3;
  if (card.cvc.length !== cvcLength) throw new PaymentInputError("Your card's security code is invalid.", 'cvc');
  const now = new Date(nowMs);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.exp_year * 12 + (card.exp_month - 1) < thisMonth) throw new PaymentInputError(EXPIRED_CARD, 'exp_year');
  return {
    brand: known.brand,
    last4: card.number.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    name: card.name || null,
    outcome: known.outcome,
  };
}

export function isCardOutcome(value: string): value is CardOutcome {
  return value === 'ok' || value === 'declined' || value === 'insufficient_funds' || value === 'charge_declined';
}
