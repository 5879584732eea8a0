import { describe, expect, it } from 'vitest';
import { farmSettingsFormSchema, farmSettingsSchema } from './farmSettings';
import { thumbnailColumns } from './views';

describe('thumbnail columns (spec 001 §2.7)', () => {
  it('gives 4 columns up to 7 sites, 3 from 8 to 19, 2 from 20', () => {
    expect([1, 7, 8, 19, 20, 60].map(thumbnailColumns)).toEqual([4, 4, 3, 3, 2, 2]);
  });
});

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
