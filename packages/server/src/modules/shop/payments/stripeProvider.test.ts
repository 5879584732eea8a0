import { describe, expect, it } from 'vitest';
import { stripeHostOptions } from './stripeProvider';

describe('stripeHostOptions', () => {
  it("uses Stripe's own address unless another is given", () => {
    expect(stripeHostOptions(null)).toEqual({});
  });

  it('splits another address into host, port and protocol for the SDK', () => {
    expect(stripeHostOptions('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(stripeHostOptions('https://stripe-mock.internal')).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    expect(() => stripeHostOptions('ftp://x')).toThrow(/STRIPE_API_URL/);
  });
});
