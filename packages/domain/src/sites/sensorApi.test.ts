import { describe, expect, it } from 'vitest';
import { HARDWARE_TYPES } from '../siteConfig/hardware';
import { isReadOnlySensorApi, maskSecret, sensorApiProviderOf, sentekDetailsBodySchema } from './sensorApi';

describe('sensor API sites', () => {
  it('knows the provider from the hardware catalogue or the provider’s own name', () => {
    const sentek = HARDWARE_TYPES.find((h) => h.sensorType === 'sentek-api')!;
    expect(sensorApiProviderOf(sentek.value)).toBe('sentek-api');
    expect(sensorApiProviderOf(HARDWARE_TYPES[0]!.value)).toBeNull();
    expect(sensorApiProviderOf('agsense-api')).toBe('agsense-api');
    expect(sensorApiProviderOf('Pressure Transducer')).toBeNull();
  });

  it('keeps zenseio and agsense read-only (spec 002 §6)', () => {
    expect(isReadOnlySensorApi('zenseio-api')).toBe(true);
    expect(isReadOnlySensorApi('agsense-api')).toBe(true);
    expect(isReadOnlySensorApi('sentek-api')).toBe(false);
    expect(isReadOnlySensorApi(null)).toBe(false);
  });

  it('masks secrets to their last four characters, and short ones entirely', () => {
    expect(maskSecret('0123456789abcd')).toBe('••••abcd');
    expect(maskSecret('short')).toBe('••••');
  });

  it('validates the Sentek details naming the field', () => {
    const bad = sentekDetailsBodySchema.safeParse({ apiKey: 'k', loggerName: '  ', loggerId: 'a b' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['loggerName', 'Logger name is required.'],
      ['loggerId', 'Logger ID may hold letters, digits, - and _ only.'],
    ]);
    expect(sentekDetailsBodySchema.parse({ loggerName: ' North 1 ' })).toEqual({ loggerName: 'North 1' });
  });
});
