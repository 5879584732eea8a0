import { Group, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowBarToUp,
  IconCircleCheck,
  IconClockHour4,
  IconPlugConnectedX,
  type Icon,
} from '@tabler/icons-react';
import { type SiteHealth } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { farmsMessages } from './messages';
import classes from './Farms.module.css';

/**
 * Every status has its own icon shape and label (statusLabel), so colour is never the only signal.
 * Colours are global.css variables with a light and a dark value.
 */
export const STATUS_META: Record<SiteHealth, { color: string; Icon: Icon; glyph: string }> = {
  LOW: { color: 'var(--tilth-status-low)', Icon: IconAlertTriangle, glyph: '!' },
  // Mantine's yellow.9 is 3:1 on white; this darker amber (the theme's light-variant yellow text) is 5.5:1 (WCAG AA).
  MED: { color: 'var(--tilth-status-med)', Icon: IconAlertCircle, glyph: '?' },
  FAIR: { color: 'var(--tilth-status-fair)', Icon: IconCircleCheck, glyph: '✓' },
  EXTRACTED: { color: 'var(--tilth-status-off)', Icon: IconArrowBarToUp, glyph: '↑' },
  NOT_CONNECTED: { color: 'var(--tilth-status-off)', Icon: IconPlugConnectedX, glyph: '×' },
  PENDING: { color: 'var(--tilth-status-pending)', Icon: IconClockHour4, glyph: '…' },
};

/** A status's name in the active language (the domain's STATUS_LABELS in English). */
export const statusLabel = (status: SiteHealth): string => translate(farmsMessages, `status${status}`);

/** Hex colours for places outside Mantine (map pins); worst status first. */
export const STATUS_HEX: Record<SiteHealth, string> = {
  LOW: '#c92a2a',
  MED: '#e67700',
  FAIR: '#357b46',
  EXTRACTED: '#5c636a',
  NOT_CONNECTED: '#5c636a',
  PENDING: '#868e96',
};

export function StatusIcon({ status, size = 18 }: { status: SiteHealth; size?: number }) {
  const t = useT(farmsMessages);
  const { Icon, color } = STATUS_META[status];
  const label = t(`status${status}`);
  return (
    <ThemeIcon variant="transparent" color={color} size={size + 4} aria-label={label} role="img">
      <Icon size={size} stroke={2} aria-hidden />
    </ThemeIcon>
  );
}

/**
 * A count with its status icon and label: the label shows from tablet width up and stays for
 * screen readers on phones (where the tooltip names it too).
 */
export function StatusCount({ status, count, withLabel = false }: { status: SiteHealth; count: number; withLabel?: boolean }) {
  const t = useT(farmsMessages);
  const { Icon, color } = STATUS_META[status];
  const label = t(`status${status}`);
  const content = (
    <Group gap={4} wrap="nowrap" c={count === 0 ? 'dimmed' : color} data-status={status}>
      <Icon size={18} stroke={2} aria-hidden />
      <Text span fw={700} size="sm" c="inherit">
        {count}
      </Text>
      {withLabel ? (
        <Text span size="sm" c="inherit" className={classes.countLabel}>
          {label}
        </Text>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </Group>
  );
  return (
    <Tooltip label={label} withArrow>
      {content}
    </Tooltip>
  );
}
