/**
 * Open Location Code ("plus code") of a point, 11 characters like '858W2226+X7C' — the `gId` the
 * documented API gives each site. Algorithm from the public OLC specification.
 */
const ALPHABET = '23456789CFGHJMPQRVWX';
const PAIR_RESOLUTIONS = [20, 1, 0.05, 0.0025, 0.000125];

export function plusCode(latitude: number, longitude: number): string {
  let lat = Math.min(Math.max(latitude, -90), 90) + 90;
  if (lat >= 180) lat = 180 - 0.000125 / 5;
  let lng = (((longitude + 180) % 360) + 360) % 360;
  let code = '';
  for (const resolution of PAIR_RESOLUTIONS) {
    const latDigit = Math.floor(lat / resolution);
    const lngDigit = Math.floor(lng / resolution);
    lat -= latDigit * resolution;
    lng -= lngDigit * resolution;
    code += ALPHABET[latDigit]! + ALPHABET[lngDigit]!;
    if (code.length === 8) code += '+';
  }
  // Eleventh character: a 4 × 5 grid inside the last pair's cell.
  const latStep = 0.000125 / 5;
  const lngStep = 0.000125 / 4;
  const row = Math.min(4, Math.floor(lat / latStep));
  const col = Math.min(3, Math.floor(lng / lngStep));
  return code + ALPHABET[row * 4 + col]!;
}
