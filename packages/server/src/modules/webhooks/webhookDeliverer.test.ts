import { describe, expect, it } from 'vitest';
import { failureSentence } from './webhookDeliverer';

const fetchFailed = (code: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

describe('failureSentence', () => {
  it('says in a sentence why a receiver gave no answer', () => {
    expect(failureSentence(new DOMException('timed out', 'TimeoutError'), 10_000)).toBe('The receiver did not answer within 10 seconds.');
    expect(failureSentence(fetchFailed('ECONNREFUSED'), 10_000)).toBe(
      'Could not connect: the receiver refused the connection (is it running?).',
    );
    expect(failureSentence(fetchFailed('ENOTFOUND'), 10_000)).toBe(
      'Could not find the receiver’s address: check the host name in the URL.',
    );
    expect(failureSentence(fetchFailed('ECONNRESET'), 10_000)).toBe('The receiver closed the connection before answering.');
    expect(failureSentence(fetchFailed('DEPTH_ZERO_SELF_SIGNED_CERT'), 10_000)).toBe('The receiver’s HTTPS certificate was not accepted.');
    expect(failureSentence(fetchFailed('EHOSTUNREACH'), 10_000)).toBe('Could not reach the receiver (EHOSTUNREACH).');
  });
});
