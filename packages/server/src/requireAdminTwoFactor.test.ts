import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('REQUIRE_ADMIN_2FA (issue 36)', () => {
  it('is on unless NODE_ENV=test, where the suites sign in as the demo admin with its password', () => {
    expect(loadConfig({}).requireAdminTwoFactor).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).requireAdminTwoFactor).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).requireAdminTwoFactor).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', REQUIRE_ADMIN_2FA: 'on' }).requireAdminTwoFactor).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', REQUIRE_ADMIN_2FA: 'off' }).requireAdminTwoFactor).toBe(false);
  });

  it('refuses off outside the tests, and anything but on or off', () => {
    expect(() => loadConfig({ REQUIRE_ADMIN_2FA: 'off' })).toThrow(/REQUIRE_ADMIN_2FA=off is for the test suites only/);
    expect(() => loadConfig({ NODE_ENV: 'production', REQUIRE_ADMIN_2FA: 'off' })).toThrow(/test suites only/);
    expect(() => loadConfig({ REQUIRE_ADMIN_2FA: 'yes' })).toThrow("REQUIRE_ADMIN_2FA must be on or off, got 'yes'");
  });
});
