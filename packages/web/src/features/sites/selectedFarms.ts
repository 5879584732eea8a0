import { translate } from '../../i18n/catalog';
import { sitesMessages } from './messages';

/** 'North Pivot Farm, Cotton Flat and 2 more': the selected farms, by name where known. */
export function selectedFarmsText(farmIds: string[], farmNames: Map<string, string>): string {
  const names = farmIds.map((id) => farmNames.get(id)).filter((name): name is string => Boolean(name));
  if (names.length === 0) return translate(sitesMessages, 'farmsCount', { count: farmIds.length });
  const shown = names.slice(0, 3);
  const more = farmIds.length - shown.length;
  if (shown.length === 1 && more === 0) return shown[0]!;
  return more > 0
    ? translate(sitesMessages, 'selectedFarmsMore', { names: shown.join(', '), more })
    : translate(sitesMessages, 'selectedFarmsLast', { names: shown.slice(0, -1).join(', '), last: shown.at(-1) });
}
