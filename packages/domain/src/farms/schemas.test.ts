import { describe, expect, it } from 'vitest';
import { farmFormSchema, farmFormToBody, farmListQuerySchema, newFarmSchema } from './schemas';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('farm payloads', () => {
  it('defaults the list query to the newest 10 with sites', () => {
    expect(farmListQuerySchema.parse({})).toEqual({ sort: 'DESC', skip: 0, limit: 10, withSites: true });
    expect(farmListQuerySchema.parse({ name: 'North  ', imageRequired: 'true', skip: '10' })).toMatchObject({
      name: 'North',
      imageRequired: true,
      skip: 10,
    });
    expect(farmListQuerySchema.safeParse({ siteStatus: 'BAD' }).success).toBe(false);
  });

  it('names every field of the create-farm form the way the form labels it', () => {
    const form = farmFormSchema({ businessRequired: true });
    const result = form.safeParse({
      name: ' ',
      physicalAddress: '',
      mailingAddress: '',
      latitude: '',
      longitude: 200,
      dealerId: '',
      businessId: '',
      fileId: '',
      timeZone: 'America/Chicago',
    });
    expect(issuesOf(result)).toEqual({
      name: 'Farm Name is required',
      physicalAddress: 'Farm Physical Address is required',
      latitude: 'Latitude is required',
      longitude: 'Longitude must be between -180 and 180',
      businessId: 'Business Organisation is required',
    });
    const ok = farmFormSchema({ businessRequired: false }).parse({
      name: 'New Farm',
      physicalAddress: 'Rd 1, Plainview, TX 79072',
      mailingAddress: ' ',
      latitude: '34.2',
      longitude: -101.7,
      dealerId: '',
      businessId: '',
      fileId: '',
      timeZone: 'America/Chicago',
    });
    expect(farmFormToBody(ok)).toEqual({
      name: 'New Farm',
      physicalAddress: 'Rd 1, Plainview, TX 79072',
      mailingAddress: undefined,
      location: { lat: 34.2, lng: -101.7 },
      businessId: undefined,
      fileId: undefined,
      timeZone: 'America/Chicago',
    });
  });

  it('checks the POST /farm body', () => {
    expect(
      newFarmSchema.safeParse({ name: 'A', physicalAddress: 'B', location: { lat: 1, lng: 2 }, timeZone: 'Nowhere/Land' }).success,
    ).toBe(false);
    expect(issuesOf(newFarmSchema.safeParse({ name: 'A', physicalAddress: 'B' }))).toEqual({
      location: 'Latitude and longitude are required',
    });
  });
});
