import type { FarmOption } from '@tilth/domain';

/** Spec 000 §2.4: the selection modal searches farm names and site IDs (trailing spaces ignored). */
export function matchesFarmSearch(farm: FarmOption, search: string): boolean {
  const text = search.trimEnd().toLowerCase();
  if (!text) return true;
  return farm.name.toLowerCase().includes(text) || farm.siteIds.some((id) => id.toLowerCase().includes(text));
}

export interface Selection {
  selected: ReadonlySet<string>;
  selectAll: boolean;
}

/** Select All toggles every listed farm. */
export function toggleAll(selection: Selection, listed: readonly FarmOption[], checked: boolean): Selection {
  const selected = new Set(selection.selected);
  for (const farm of listed) {
    if (checked) selected.add(farm.objectId);
    else selected.delete(farm.objectId);
  }
  return { selected, selectAll: checked };
}

/** Unchecking one farm clears Select All; checking the last unchecked farm sets it. */
export function toggleOne(selection: Selection, all: readonly FarmOption[], farmId: string, checked: boolean): Selection {
  const selected = new Set(selection.selected);
  if (checked) selected.add(farmId);
  else selected.delete(farmId);
  return { selected, selectAll: checked ? all.every((farm) => selected.has(farm.objectId)) : false };
}
