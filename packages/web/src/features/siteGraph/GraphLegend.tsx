import { Checkbox, Group, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { lineColour } from '../../ui/charts/chartPalette';
import { groupLabel, siteGraphMessages } from './messages';
import type { GraphSeries } from './model/chartFrame';
import type { MeasurementGroup } from './model/measurementTabs';

export interface OverlayToggles {
  rainfall: boolean;
  irrigation: boolean;
  stages: boolean;
  predicted: boolean;
  notes: boolean;
}

export interface GraphControlsProps {
  relative: boolean;
  relativeApplies: boolean;
  toggles: OverlayToggles;
  /** Which toggles this view offers (spec 001 §2.8, §6). */
  offers: Record<keyof OverlayToggles, boolean>;
  onRelative: (relative: boolean) => void;
  onToggle: (name: keyof OverlayToggles, on: boolean) => void;
}

/** Each overlay switch's label key, in the switches' order. */
const TOGGLE_LABELS = {
  rainfall: 'toggleRainfall',
  irrigation: 'toggleIrrigation',
  stages: 'toggleStages',
  predicted: 'togglePredicted',
  notes: 'toggleNotes',
} as const satisfies Record<keyof OverlayToggles, string>;

/** The controls above the legend: Relative and the overlay switches the view offers. */
export function GraphControls({ relative, relativeApplies, toggles, offers, onRelative, onToggle }: GraphControlsProps) {
  const t = useT(siteGraphMessages);
  return (
    <Group gap="lg" wrap="wrap" data-testid="graph-controls" className="graph-no-print">
      <Checkbox
        label={t('relative')}
        checked={relative}
        disabled={!relativeApplies}
        onChange={(e) => onRelative(e.currentTarget.checked)}
      />
      {(Object.keys(TOGGLE_LABELS) as (keyof OverlayToggles)[])
        .filter((name) => offers[name])
        .map((name) => (
          <Checkbox
            key={name}
            label={t(TOGGLE_LABELS[name])}
            checked={toggles[name]}
            onChange={(e) => onToggle(name, e.currentTarget.checked)}
          />
        ))}
    </Group>
  );
}

export interface GraphLegendProps {
  series: GraphSeries[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}

/** The legend panel: each measurement group with select-all, then a toggle per series with its colour and line style. */
export function GraphLegend({ series, hidden, onChange }: GraphLegendProps) {
  const t = useT(siteGraphMessages);
  // Each swatch in the colour its line is drawn in on this scheme (a black line is near-white on dark).
  const scheme = useComputedColorScheme('light');
  const groups = [...new Set(series.map((s) => s.group))];
  const set = (keys: string[], show: boolean) => {
    const next = new Set(hidden);
    for (const key of keys) {
      if (show) next.delete(key);
      else next.add(key);
    }
    onChange(next);
  };
  if (series.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="graph-legend">
      <Stack gap="xs">
        {groups.map((group: MeasurementGroup) => {
          const members = series.filter((s) => s.group === group);
          const shown = members.filter((s) => !hidden.has(s.key)).length;
          const name = groupLabel(group);
          return (
            <Stack key={group} gap={6} role="group" aria-label={t('legendGroup', { group: name })}>
              <Checkbox
                label={
                  <Text fw={600} size="sm">
                    {t('legendGroupHeading', { group: name, unit: members[0]?.unit ?? '' })}
                  </Text>
                }
                aria-label={t('legendAll', { group: name })}
                checked={shown === members.length}
                indeterminate={shown > 0 && shown < members.length}
                onChange={(e) =>
                  set(
                    members.map((m) => m.key),
                    e.currentTarget.checked,
                  )
                }
              />
              <Group gap="md" pl="lg" wrap="wrap">
                {members.map((s) => (
                  <Checkbox
                    key={s.key}
                    size="xs"
                    checked={!hidden.has(s.key)}
                    onChange={(e) => set([s.key], e.currentTarget.checked)}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <svg width="22" height="8" aria-hidden>
                          <line
                            x1="1"
                            y1="4"
                            x2="21"
                            y2="4"
                            stroke={lineColour(s.colour, scheme)}
                            strokeWidth={Math.max(2, s.width)}
                            strokeDasharray={s.dash.length ? '5 3' : undefined}
                          />
                        </svg>
                        <span>{s.label}</span>
                      </Group>
                    }
                    aria-label={t('legendLine', { group: name, line: s.label })}
                  />
                ))}
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
