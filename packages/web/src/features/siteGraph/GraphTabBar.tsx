import { Tabs, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { TAB_LABELS, type TabCode } from './model/measurementTabs';

export interface GraphTabBarProps {
  tab: TabCode;
  tabs: readonly TabCode[];
  /** GDD is shown locked (a Silver plan): choosing it asks to upgrade. */
  gddBlocked: boolean;
  onChange: (tab: string | null) => void;
}

/** The measurement tabs: code and name, the combined tab by name only. */
export function GraphTabBar({ tab, tabs, gddBlocked, onChange }: GraphTabBarProps) {
  return (
    <Tabs value={tab} onChange={onChange} keepMounted={false} className="graph-no-print">
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }} aria-label="Measurements">
        {tabs.map((code) => (
          <Tabs.Tab
            key={code}
            value={code}
            style={{ whiteSpace: 'nowrap' }}
            rightSection={code === 'GDD' && gddBlocked ? <IconLock size={14} aria-label="Needs a Gold plan" /> : undefined}
          >
            {code === 'COMBINED' ? (
              TAB_LABELS[code]
            ) : (
              <>
                <Text span fw={700} size="sm">
                  {code}
                </Text>{' '}
                <Text span size="xs" c="dimmed">
                  {TAB_LABELS[code]}
                </Text>
              </>
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
