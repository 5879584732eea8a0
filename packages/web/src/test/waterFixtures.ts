import type { FarmWaterAccount, SiteWaterAccount, WaterAccountDay } from '@tilth/domain';

const day = (date: string, values: Partial<WaterAccountDay> = {}): WaterAccountDay => ({
  date,
  irrigationIn: 0,
  effectiveRainIn: 0,
  cropUseIn: 0.25,
  drainageIn: 0,
  storedIn: 4,
  ...values,
});

/** Ten days from Nov 18 to Nov 27 2026: an irrigation on the 20th, rain on the 25th, drainage the day after. */
const pivotDays: WaterAccountDay[] = [
  day('2026-11-18', { storedIn: 4.1 }),
  day('2026-11-19'),
  day('2026-11-20', { irrigationIn: 1.5, storedIn: 5.2 }),
  day('2026-11-21'),
  day('2026-11-22'),
  day('2026-11-23'),
  day('2026-11-24'),
  day('2026-11-25', { effectiveRainIn: 0.6 }),
  day('2026-11-26', { drainageIn: 0.12 }),
  day('2026-11-27', { storedIn: 3.68 }),
];

export const pivotSite: SiteWaterAccount = {
  siteObjectId: 'site-1',
  siteName: 'North Pivot 1',
  crop: 'Corn',
  areaAc: 126,
  from: '2026-11-18',
  to: '2026-11-27',
  totals: { irrigationIn: 1.5, effectiveRainIn: 0.6, cropUseIn: 2.5, drainageIn: 0.12, storageChangeIn: -0.42 },
  acreInches: { irrigationIn: 189, effectiveRainIn: 75.6, cropUseIn: 315, drainageIn: 15.1, storageChangeIn: -52.9 },
  days: pivotDays,
};

/** A site without an irrigated area, with a comma in its name. */
export const furrowSite: SiteWaterAccount = {
  siteObjectId: 'site-2',
  siteName: 'Salt Flat, "West"',
  crop: null,
  areaAc: null,
  from: '2026-11-18',
  to: '2026-11-27',
  totals: { irrigationIn: 0, effectiveRainIn: 0.6, cropUseIn: 2.5, drainageIn: 0, storageChangeIn: 0.3 },
  acreInches: null,
  days: pivotDays.map((d) => ({ ...d, irrigationIn: 0, drainageIn: 0, storedIn: d.date === '2026-11-22' ? null : d.storedIn })),
};

export const waterAccountFixture: FarmWaterAccount = {
  farmId: 'farm-1',
  farmName: 'North Pivot Farm',
  from: '2026-11-18',
  to: '2026-11-27',
  sites: [pivotSite, furrowSite],
  acreInches: { irrigationIn: 189, effectiveRainIn: 75.6, cropUseIn: 315, drainageIn: 15.1, storageChangeIn: -52.9 },
  skipped: [
    {
      siteObjectId: 'site-3',
      siteName: 'East Dryland',
      reason:
        'The season’s water account is not part of this site’s plan (Silver). Please contact your dealer to subscribe to this feature.',
    },
  ],
  rainRule: 'Rain of 0.1 in or more in a day counts, up to what the root zone can hold; lighter rain evaporates.',
  weatherSimulated: true,
};
