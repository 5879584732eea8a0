/**
 * A farm's time zone, guessed from its address and coordinates (decisions.md). Days of a farm
 * (rainfall, GDD, the Farm Health Report's send time) are its local days, so every farm needs
 * one; the form proposes this guess and the user may pick another.
 */

/** Each US state's main zone; SPLIT_STATES moves the parts that keep another clock. */
const US_STATE_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** Rough borders of the states split between two zones: [test on (lat, lng), zone of that part]. */
const SPLIT_STATES: Readonly<Record<string, readonly [(lat: number, lng: number) => boolean, string][]>> = {
  TX: [[(_lat, lng) => lng < -104.9, 'America/Denver']],
  ID: [[(lat) => lat > 45.6, 'America/Los_Angeles']],
  NE: [[(_lat, lng) => lng < -101.3, 'America/Denver']],
  KS: [[(_lat, lng) => lng < -101.5, 'America/Denver']],
  SD: [[(_lat, lng) => lng < -100.6, 'America/Denver']],
  ND: [[(lat, lng) => lng < -101 && lat < 47, 'America/Denver']],
  OR: [[(lat, lng) => lng > -117.7 && lat < 44.5, 'America/Boise']],
  FL: [[(_lat, lng) => lng < -85.0, 'America/Chicago']],
  TN: [[(_lat, lng) => lng > -85.3, 'America/New_York']],
  KY: [[(_lat, lng) => lng < -86.0, 'America/Chicago']],
  MI: [[(_lat, lng) => lng < -87.6, 'America/Chicago']],
  IN: [[(_lat, lng) => lng < -87.0, 'America/Chicago']],
};

const STATE_NAMES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

/** The US state an address names, as 'TX' in 'Plainview, TX 79072' or 'Texas' in geocoder output. */
export function usStateOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const code = address.match(/\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/)?.[1] ?? address.match(/,\s*([A-Z]{2})\s*(?:,|$)/)?.[1];
  if (code && US_STATE_ZONES[code]) return code;
  const lower = address.toLowerCase();
  // Longest names first, so 'west virginia' wins over 'virginia'.
  const name = Object.keys(STATE_NAMES)
    .sort((a, b) => b.length - a.length)
    .find((n) => new RegExp(`(^|[,\\s])${n}([,\\s]|$)`).test(lower));
  return name ? STATE_NAMES[name]! : null;
}

function usZoneByLongitude(lat: number, lng: number): string | null {
  if (lat >= 51 && lng <= -130) return 'America/Anchorage';
  if (lat >= 18 && lat <= 23 && lng >= -161 && lng <= -154) return 'Pacific/Honolulu';
  if (lat < 24 || lat > 50 || lng < -125 || lng > -66) return null;
  if (lng < -114.5) return 'America/Los_Angeles';
  if (lat < 37 && lng >= -114.8 && lng <= -109) return 'America/Phoenix';
  if (lng < -102) return 'America/Denver';
  if (lng < -87.5) return 'America/Chicago';
  return 'America/New_York';
}

/** Outside the US: the nautical zone of the longitude (Etc/GMT signs are inverted by design). */
function nauticalZone(lng: number): string {
  const offset = Math.max(-12, Math.min(12, Math.round(lng / 15)));
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

export function guessTimeZone(latitude: number, longitude: number, address?: string | null): string {
  const state = usStateOf(address);
  if (state) {
    const split = SPLIT_STATES[state]?.find(([inPart]) => inPart(latitude, longitude));
    return split?.[1] ?? US_STATE_ZONES[state]!;
  }
  return usZoneByLongitude(latitude, longitude) ?? nauticalZone(longitude);
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
