/**
 * Climate normals for the synthetic weather generator. Anchor stations are recalled
 * 1991–2020 NOAA normals, rounded (not re-read for this table): good enough for plausible
 * demo weather, not for agronomic decisions. Any other place blends the anchors by inverse
 * distance with a latitude-only climate, which dominates far from every anchor.
 */

export interface ClimateAnchor {
  name: string;
  lat: number;
  lon: number;
  /** Mean daily maximum and minimum air temperature, °C: [January, July]. */
  tMaxC: readonly [number, number];
  tMinC: readonly [number, number];
  /** Monthly precipitation normals, inches, January first. */
  precipIn: readonly number[];
  /** Mean wind speed, m/s, and prevailing direction, degrees from north. */
  windMs: number;
  windDirDeg: number;
  /** Mean relative humidity, %: [January, July]. */
  rh: readonly [number, number];
}

export const CLIMATE_ANCHORS: readonly ClimateAnchor[] = [
  {
    name: 'Lubbock TX',
    lat: 33.58,
    lon: -101.85,
    tMaxC: [11.7, 33.3],
    tMinC: [-3.3, 20.6],
    precipIn: [0.7, 0.7, 1.1, 1.3, 2.4, 2.9, 2.2, 2.4, 2.6, 1.7, 0.8, 0.8],
    windMs: 5.5,
    windDirDeg: 190,
    rh: [55, 55],
  },
  {
    name: 'Fresno CA',
    lat: 36.78,
    lon: -119.72,
    tMaxC: [12.8, 37.2],
    tMinC: [3.3, 18.9],
    precipIn: [2.1, 1.9, 1.8, 0.9, 0.4, 0.2, 0.0, 0.0, 0.1, 0.6, 0.9, 1.6],
    windMs: 2.8,
    windDirDeg: 315,
    rh: [82, 38],
  },
  {
    name: 'Grand Island NE',
    lat: 40.92,
    lon: -98.34,
    tMaxC: [1.1, 30.6],
    tMinC: [-10.6, 17.8],
    precipIn: [0.6, 0.7, 1.6, 2.5, 4.3, 4.0, 3.4, 3.2, 2.2, 1.9, 1.0, 0.8],
    windMs: 4.8,
    windDirDeg: 180,
    rh: [72, 68],
  },
  {
    name: 'Twin Falls ID',
    lat: 42.56,
    lon: -114.46,
    tMaxC: [3.3, 31.7],
    tMinC: [-6.1, 13.3],
    precipIn: [1.0, 0.8, 1.0, 1.0, 1.2, 0.8, 0.3, 0.3, 0.5, 0.7, 1.0, 1.0],
    windMs: 4.0,
    windDirDeg: 240,
    rh: [76, 38],
  },
  {
    name: 'Idaho Falls ID',
    lat: 43.49,
    lon: -112.03,
    tMaxC: [-1.1, 30.6],
    tMinC: [-11.7, 12.2],
    precipIn: [0.9, 0.7, 0.9, 1.1, 1.7, 1.2, 0.6, 0.7, 0.9, 0.9, 0.8, 0.8],
    windMs: 4.3,
    windDirDeg: 225,
    rh: [78, 40],
  },
  {
    name: 'Moses Lake WA',
    lat: 47.1,
    lon: -119.3,
    tMaxC: [1.1, 31.1],
    tMinC: [-6.7, 13.3],
    precipIn: [1.0, 0.8, 0.6, 0.5, 0.6, 0.6, 0.2, 0.2, 0.3, 0.5, 0.9, 1.1],
    windMs: 3.8,
    windDirDeg: 225,
    rh: [82, 40],
  },
  {
    name: 'Greeley CO',
    lat: 40.4,
    lon: -104.7,
    tMaxC: [5.0, 32.2],
    tMinC: [-10.0, 14.4],
    precipIn: [0.4, 0.4, 1.2, 1.6, 2.4, 1.8, 1.6, 1.5, 1.2, 1.0, 0.6, 0.4],
    windMs: 3.8,
    windDirDeg: 200,
    rh: [62, 50],
  },
  {
    name: 'Garden City KS',
    lat: 37.98,
    lon: -100.87,
    tMaxC: [6.7, 33.9],
    tMinC: [-7.8, 18.9],
    precipIn: [0.5, 0.6, 1.4, 1.7, 2.9, 3.1, 2.7, 2.6, 1.6, 1.4, 0.7, 0.6],
    windMs: 5.6,
    windDirDeg: 180,
    rh: [66, 58],
  },
  {
    name: 'Fargo ND',
    lat: 46.9,
    lon: -96.8,
    tMaxC: [-7.8, 28.3],
    tMinC: [-17.8, 15.6],
    precipIn: [0.8, 0.6, 1.1, 1.3, 2.8, 3.9, 3.1, 2.6, 2.4, 2.0, 0.9, 0.7],
    windMs: 5.2,
    windDirDeg: 180,
    rh: [76, 68],
  },
  {
    name: 'Des Moines IA',
    lat: 41.53,
    lon: -93.65,
    tMaxC: [-0.6, 30.0],
    tMinC: [-9.4, 19.4],
    precipIn: [1.0, 1.2, 2.2, 3.6, 4.9, 5.0, 4.3, 4.1, 3.1, 2.6, 1.9, 1.4],
    windMs: 4.6,
    windDirDeg: 180,
    rh: [74, 72],
  },
  {
    name: 'Champaign IL',
    lat: 40.1,
    lon: -88.2,
    tMaxC: [0.0, 29.4],
    tMinC: [-8.3, 18.9],
    precipIn: [2.0, 1.9, 2.8, 3.8, 4.8, 4.4, 4.6, 3.5, 3.1, 3.3, 3.4, 2.4],
    windMs: 4.8,
    windDirDeg: 200,
    rh: [78, 74],
  },
  {
    name: 'Stoneville MS',
    lat: 33.4,
    lon: -90.9,
    tMaxC: [12.2, 33.3],
    tMinC: [1.1, 22.2],
    precipIn: [4.9, 4.8, 5.1, 5.5, 5.0, 4.0, 3.9, 2.6, 2.9, 3.7, 4.8, 5.3],
    windMs: 3.4,
    windDirDeg: 180,
    rh: [74, 76],
  },
  {
    name: 'Tifton GA',
    lat: 31.45,
    lon: -83.5,
    tMaxC: [15.6, 32.8],
    tMinC: [3.3, 21.7],
    precipIn: [4.4, 4.2, 4.6, 3.4, 3.1, 4.7, 5.0, 4.6, 3.4, 2.7, 3.0, 3.8],
    windMs: 3.2,
    windDirDeg: 200,
    rh: [72, 76],
  },
  {
    name: 'Phoenix AZ',
    lat: 33.45,
    lon: -112.07,
    tMaxC: [19.4, 41.1],
    tMinC: [7.8, 28.9],
    precipIn: [0.9, 0.9, 1.0, 0.3, 0.1, 0.0, 1.0, 1.0, 0.6, 0.6, 0.6, 0.9],
    windMs: 2.8,
    windDirDeg: 270,
    rh: [50, 30],
  },
];

/** The latitude-only climate counts as an anchor this far away, km. */
const GENERIC_CLIMATE_DISTANCE_KM = 1500;
/** Inverse-distance weighting power; 2 keeps each anchor's climate local. */
const IDW_POWER = 2;
const EARTH_RADIUS_KM = 6371;
const MM_PER_INCH = 25.4;

/**
 * A rough continental climate from latitude alone: warmer and less seasonal towards the
 * equator, 60 mm of precipitation every month. Southern latitudes get the season flipped later.
 */
function genericAnchor(lat: number): ClimateAnchor {
  const a = Math.abs(lat);
  const mean = 28 - 0.45 * Math.max(0, a - 10);
  const halfRange = 0.35 * a;
  return {
    name: 'generic',
    lat,
    lon: 0,
    tMaxC: [mean - halfRange + 6, mean + halfRange + 6],
    tMinC: [mean - halfRange - 6, mean + halfRange - 6],
    precipIn: Array.from({ length: 12 }, () => 60 / MM_PER_INCH),
    windMs: 4,
    windDirDeg: 250,
    rh: [70, 60],
  };
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Anchor values blended for a place; precipitation in mm per month. */
export interface LocalClimate {
  tMaxC: [number, number];
  tMinC: [number, number];
  precipMm: number[];
  windMs: number;
  windDirDeg: number;
  rh: [number, number];
  /** Southern hemisphere: seasons run half a year apart from the anchors'. */
  southern: boolean;
}

/** Blends the anchors and the latitude-only climate by inverse distance (power 2). */
export function localClimate(lat: number, lon: number): LocalClimate {
  const weighted = CLIMATE_ANCHORS.map((a) => ({ a, d: distanceKm(lat, lon, a.lat, a.lon) }));
  weighted.push({ a: genericAnchor(lat), d: GENERIC_CLIMATE_DISTANCE_KM });
  const weights = weighted.map(({ d }) => 1 / Math.max(1, d) ** IDW_POWER);
  const total = weights.reduce((s, w) => s + w, 0);
  const blend = (pick: (a: ClimateAnchor) => number) => weighted.reduce((s, { a }, i) => s + ((weights[i] as number) * pick(a)) / total, 0);
  // Directions blend as unit vectors so 350° and 10° average to 0°, not 180°.
  const dx = blend((a) => Math.sin((a.windDirDeg * Math.PI) / 180));
  const dy = blend((a) => Math.cos((a.windDirDeg * Math.PI) / 180));
  return {
    tMaxC: [blend((a) => a.tMaxC[0]), blend((a) => a.tMaxC[1])],
    tMinC: [blend((a) => a.tMinC[0]), blend((a) => a.tMinC[1])],
    precipMm: Array.from({ length: 12 }, (_, m) => blend((a) => (a.precipIn[m] ?? 0) * MM_PER_INCH)),
    windMs: blend((a) => a.windMs),
    windDirDeg: ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360,
    rh: [blend((a) => a.rh[0]), blend((a) => a.rh[1])],
    southern: lat < 0,
  };
}

const DAYS_PER_YEAR = 365.25;
/** Day of year of the coldest and warmest normals (mid-January, mid-July). */
const COLDEST_DOY = 16;
const MID_MONTH_DOY = [16, 45, 75, 105, 136, 166, 197, 228, 258, 289, 319, 350] as const;

/** 0 at the coldest day of the year, 1 at the warmest: a cosine between the two. */
export function warmth(climate: LocalClimate, doy: number): number {
  const shifted = climate.southern ? doy + DAYS_PER_YEAR / 2 : doy;
  return (1 - Math.cos((2 * Math.PI * (shifted - COLDEST_DOY)) / DAYS_PER_YEAR)) / 2;
}

/** Between-season value: January's at the coldest day, July's at the warmest. */
export const seasonal = (pair: readonly [number, number], w: number): number => pair[0] + (pair[1] - pair[0]) * w;

/** Mean precipitation per day, mm, interpolated linearly between mid-month normals. */
export function dailyPrecipNormalMm(climate: LocalClimate, doy: number): number {
  const d = climate.southern ? ((doy + 182) % 365) + 1 : doy;
  let m = MID_MONTH_DOY.findIndex((mid) => mid > d) - 1;
  if (m === -2) m = 11; // after mid-December
  const from = m < 0 ? MID_MONTH_DOY[11] - 365 : MID_MONTH_DOY[m]!;
  const toIndex = (m + 1) % 12;
  const to = m === 11 ? MID_MONTH_DOY[0] + 365 : MID_MONTH_DOY[toIndex]!;
  const fromMm = climate.precipMm[(m + 12) % 12] ?? 0;
  const toMm = climate.precipMm[toIndex] ?? 0;
  const t = (d - from) / (to - from);
  return (fromMm + (toMm - fromMm) * t) / (DAYS_PER_YEAR / 12);
}
