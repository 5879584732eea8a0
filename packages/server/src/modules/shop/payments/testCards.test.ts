import { describe, expect, it } from 'vitest';
import { PaymentInputError } from './paymentProvider';
import { checkTestCard, EXPIRED_CARD, luhnValid, NOT_A_TEST_CARD } from './testCards';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const card = (number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string; name: string }> = {}) => ({
  number,
  exp_month: 4,
  exp_year: 2031,
  cvc: '123',
  ...extra,
});

describe('luhnValid', () => {
  it('accepts numbers whose check digit matches', () => {
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', '4111111111111111', '79927398713']) {
      expect(luhnValid(number)).toBe(true);
    }
  });

  it('refuses a wrong check digit, swapped digits and non-digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4242424242424224')).toBe(false);
    expect(luhnValid('4242-4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('checkTestCard', () => {
  it("keeps a test card's brand, last four, expiry and outcome, never its number", () => {
    const checked = checkTestCard(card('4242424242424242', { name: 'Ann Field' }), NOW);
    expect(checked).toEqual({ brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2031, name: 'Ann Field', outcome: 'ok' });
    expect(JSON.stringify(checked)).not.toContain('4242424242424242');
  });

  it("knows Stripe's test cards and what charging them does", () => {
    const outcome = (number: string, cvc = '123') => {
      const { brand, outcome: result } = checkTestCard(card(number, { cvc }), NOW);
      return [brand, result];
    };
    expect(outcome('5555555555554444')).toEqual(['MasterCard', 'ok']);
    expect(outcome('378282246310005', '1234')).toEqual(['American Express', 'ok']);
    expect(outcome('4000000000000002')).toEqual(['Visa', 'declined']);
    expect(outcome('4000000000009995')).toEqual(['Visa', 'insufficient_funds']);
    expect(outcome('4000000000000341')).toEqual(['Visa', 'charge_declined']);
  });

  it('refuses other cards, a failed check digit and a CVC of the wrong length', () => {
    expect(() => checkTestCard(card('4111111111111111'), NOW)).toThrow(new PaymentInputError(NOT_A_TEST_CARD, 'number'));
    expect(() => checkTestCard(card('4242424242424241'), NOW)).toThrow(PaymentInputError);
    expect(() => checkTestCard(card('378282246310005', { cvc: '123' }), NOW)).toThrow(/security code/);
    expect(() => checkTestCard(card('4242424242424242', { cvc: '1234' }), NOW)).toThrow(/security code/);
  });

  it('refuses an expiry before this month (UTC) and accepts this month', () => {
    expect(() => checkTestCard(card('4242424242424242', { exp_month: 10, exp_year: 2026 }), NOW)).toThrow(EXPIRED_CARD);
    expect(() => checkTestCard(card('4242424242424242', { exp_month: 12, exp_year: 2025 }), NOW)).toThrow(EXPIRED_CARD);
    expect(checkTestCard(card('4242424242424242', { exp_month: 11, exp_year: 2026 }), NOW).exp_month).toBe(11);
  });
});
