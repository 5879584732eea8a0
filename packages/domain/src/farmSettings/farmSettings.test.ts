import { describe, expect, it } from 'vitest';
import { farmSettingsFormSchema, farmSettingsSchema } from './farmSettings';

describe('farm settings (spec 001 §5)', () => {
  const valid = { name: 'North Pivot Farm', mailingAddress: 'PO Box 1', physicalAddress: '', latitude: '34.2', longitude: -101.7 };
  it('needs name, mailing address and numeric latitude and longitude; the physical address may be empty', () => {
    expect(farmSettingsFormSchema.parse(valid)).toMatchObject({ latitude: 34.2, physicalAddress: '' });
    const failed = farmSettingsFormSchema.safeParse({ ...valid, name: ' ', mailingAddress: '', latitude: '' });
    expect(failed.success).toBe(false);
    const fields = failed.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'mailingAddress', 'latitude']));
    expect(farmSettingsFormSchema.safeParse({ ...valid, longitude: 200 }).success).toBe(false);
  });
  it('takes any subset in PATCH and refuses unknown fields', () => {
    expect(farmSettingsSchema.safeParse({ name: 'A' }).success).toBe(true);
    expect(farmSettingsSchema.safeParse({ mailingAddress: '' }).success).toBe(false);
    expect(farmSettingsSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
