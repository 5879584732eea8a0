/** IANA zones the browser knows, for the farm's Time Zone picker; a guess outside the list is added. */
export function timeZoneOptions(extra: string[] = []): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', ...extra.filter(Boolean)])].sort();
}
