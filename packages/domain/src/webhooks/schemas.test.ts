import { describe, expect, it } from 'vitest';
import { webhookCreateSchema, webhookRetryDelayMs, webhookUpdateSchema, webhookUrlProblem, WEBHOOK_MAX_ATTEMPTS } from './schemas';

describe('webhookRetryDelayMs', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 6 h after each failure, then gives up', () => {
    const minutes = [1, 2, 3, 4, 5].map((n) => webhookRetryDelayMs(n)! / 60_000);
    expect(minutes).toEqual([1, 5, 30, 120, 360]);
    expect(webhookRetryDelayMs(6)).toBeNull();
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(6);
    expect(webhookRetryDelayMs(0)).toBe(0);
  });
});

describe('webhookUrlProblem', () => {
  it('takes https anywhere', () => {
    expect(webhookUrlProblem('https://hooks.example.com/tilth', { production: true })).toBeNull();
    expect(webhookUrlProblem('https://127.0.0.1:8443/x', { production: false })).toBeNull();
  });

  it('takes plain http only to local or private addresses, and never in production', () => {
    for (const url of [
      'http://localhost:4000/hook',
      'http://127.0.0.1:9/x',
      'http://10.1.2.3/',
      'http://172.20.0.5/',
      'http://192.168.1.9/',
      'http://[::1]:8080/',
    ]) {
      expect(webhookUrlProblem(url, { production: false })).toBeNull();
      expect(webhookUrlProblem(url, { production: true })).toMatch(/not allowed in production/);
    }
    expect(webhookUrlProblem('http://hooks.example.com/', { production: false })).toMatch(/only for localhost or a private network/);
    expect(webhookUrlProblem('http://172.32.0.1/', { production: false })).toMatch(/only for localhost/);
  });

  it('refuses what is not a web address, other schemes and credentials in the URL', () => {
    expect(webhookUrlProblem('hooks.example.com', { production: false })).toMatch(/full web address/);
    expect(webhookUrlProblem('ftp://example.com/', { production: false })).toMatch(/must start with https/);
    expect(webhookUrlProblem('https://u:p@example.com/', { production: false })).toMatch(/user name or password/);
  });
});

describe('webhook bodies', () => {
  it('keeps the kinds in the list order, defaults enabled and refuses a plan change or an empty list', () => {
    expect(webhookCreateSchema.parse({ url: ' https://x.example/h ', kinds: ['sensorFault', 'belowRefill'] })).toEqual({
      url: 'https://x.example/h',
      kinds: ['belowRefill', 'sensorFault'],
      enabled: true,
    });
    expect(webhookCreateSchema.safeParse({ url: 'https://x.example', kinds: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one kind of alert',
    );
    expect(webhookCreateSchema.safeParse({ url: 'https://x.example', kinds: ['planChange'] }).success).toBe(false);
    expect(webhookUpdateSchema.safeParse({}).success).toBe(false);
    expect(webhookUpdateSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });
});
