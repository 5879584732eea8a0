import { Button, Menu } from '@mantine/core';
import { IconArrowsSort, IconCheck } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { sitesMessages } from './messages';
import type { SiteSort } from './sitesApi';

const SORT_KEYS = {
  'ALPHA-ASC': 'sortAlphaAsc',
  'ALPHA-DESC': 'sortAlphaDesc',
  'PINCLR-RED': 'sortRed',
  'PINCLR-BLUE': 'sortBlue',
} as const satisfies Record<SiteSort, string>;

/* The irrigation planner's ranking ('irrigateNext'): the site to water soonest first (kept in the address, not saved). */

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
  const t = useT(sitesMessages);
  const label = t(irrigateNext ? 'irrigateNext' : SORT_KEYS[sort]);
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
        <Button variant="default" size="xs" leftSection={<IconArrowsSort size={16} aria-hidden />} aria-label={t('sortLabel', { label })}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sortSites')}</Menu.Label>
        {(Object.keys(SORT_KEYS) as SiteSort[]).map((option) =>
          item(t(SORT_KEYS[option]), !irrigateNext && option === sort, () => onSortChange(option)),
        )}
        {offerIrrigateNext && item(t('irrigateNext'), irrigateNext, onIrrigateNext)}
      </Menu.Dropdown>
    </Menu>
  );
}
