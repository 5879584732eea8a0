import { ActionIcon, Group, Tabs, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { siteGraphMessages, tabLabel } from './messages';
import type { TabCode } from './model/measurementTabs';

export interface GraphTabBarProps {
  tab: TabCode;
  tabs: readonly TabCode[];
  /** GDD is shown locked (a Silver plan): choosing it asks to upgrade. */
  gddBlocked: boolean;
  onChange: (tab: string | null) => void;
}

/** Which ends of a scrolled list hide tabs (a pixel of slack for rounding). */
function hiddenEnds(list: HTMLElement | null): { before: boolean; after: boolean } {
  if (!list) return { before: false, after: false };
  return { before: list.scrollLeft > 1, after: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

/**
 * Buttons at the ends of the measurement tabs while some tabs are scrolled out of sight: with
 * every tab of an admin's site (SYS, PRED, Custom/Combined last) the row is wider than a 1440 px
 * screen, and a scrollbar alone gave no sign that more tabs exist.
 */
function useOverflowCue(tabCount: number) {
  const list = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ before: false, after: false });
  const update = useCallback(() => {
    const next = hiddenEnds(list.current);
    setEnds((old) => (old.before === next.before && old.after === next.after ? old : next));
  }, []);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [update, tabCount]);
  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: direction * Math.max(160, element.clientWidth * 0.6), behavior: 'smooth' });
  };
  return { list, ends, scroll };
}

/** The measurement tabs: code and name, the combined tab by name only. */
export function GraphTabBar({ tab, tabs, gddBlocked, onChange }: GraphTabBarProps) {
  const t = useT(siteGraphMessages);
  const { list, ends, scroll } = useOverflowCue(tabs.length);
  const overflowing = ends.before || ends.after;
  return (
    <Tabs value={tab} onChange={onChange} keepMounted={false} className="graph-no-print">
      <Group gap={4} wrap="nowrap" align="center">
        {overflowing && (
          <ActionIcon
            variant="default"
            size={32}
            onClick={() => scroll(-1)}
            disabled={!ends.before}
            aria-label={t('scrollTabsBack')}
            data-testid="tabs-scroll-back"
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        )}
        <Tabs.List
          ref={list}
          style={{ overflowX: 'auto', flexWrap: 'nowrap', flex: 1, scrollbarWidth: 'thin' }}
          aria-label={t('measurementTabs')}
        >
          {tabs.map((code) => (
            <Tabs.Tab
              key={code}
              value={code}
              style={{ whiteSpace: 'nowrap' }}
              rightSection={code === 'GDD' && gddBlocked ? <IconLock size={14} aria-label={t('needsGold')} /> : undefined}
            >
              {code === 'COMBINED' ? (
                tabLabel(code)
              ) : (
                <>
                  <Text span fw={700} size="sm">
                    {code}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {tabLabel(code)}
                  </Text>
                </>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {overflowing && (
          <ActionIcon
            variant="default"
            size={32}
            onClick={() => scroll(1)}
            disabled={!ends.after}
            aria-label={t('scrollTabsMore')}
            data-testid="tabs-scroll-more"
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Tabs>
  );
}
