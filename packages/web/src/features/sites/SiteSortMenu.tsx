import { Button, Menu } from '@mantine/core';
import { IconArrowsSort, IconCheck } from '@tabler/icons-react';
import type { SiteSort } from './sitesApi';

export const SORT_LABELS: Record<SiteSort, string> = {
  'ALPHA-ASC': 'A to Z',
  'ALPHA-DESC': 'Z to A',
  'PINCLR-RED': 'Red first',
  'PINCLR-BLUE': 'Blue first',
};

/** The irrigation planner's ranking: the site to water soonest first (kept in the address, not saved). */
export const IRRIGATE_NEXT = 'Irrigate next';

/** The Active tab's sort: the saved orders (spec 001 §2.4) and, where the planner answers, "Irrigate next". */
export function SiteSortMenu({
  sort,
  irrigateNext,
  offerIrrigateNext,
  onSortChange,
  onIrrigateNext,
}: {
  sort: SiteSort;
  irrigateNext: boolean;
  offerIrrigateNext: boolean;
  onSortChange: (sort: SiteSort) => void;
  onIrrigateNext: () => void;
}) {
  const label = irrigateNext ? IRRIGATE_NEXT : SORT_LABELS[sort];
  const item = (text: string, current: boolean, onClick: () => void) => (
    <Menu.Item
      key={text}
      onClick={onClick}
      rightSection={current ? <IconCheck size={16} aria-hidden /> : null}
      aria-current={current ? 'true' : undefined}
    >
      {text}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconArrowsSort size={16} aria-hidden />} aria-label={`Sort: ${label}`}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sort sites</Menu.Label>
        {(Object.keys(SORT_LABELS) as SiteSort[]).map((option) =>
          item(SORT_LABELS[option], !irrigateNext && option === sort, () => onSortChange(option)),
        )}
        {offerIrrigateNext && item(IRRIGATE_NEXT, irrigateNext, onIrrigateNext)}
      </Menu.Dropdown>
    </Menu>
  );
}
