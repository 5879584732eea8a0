import { Group, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/useT';
import { fleetMessages } from './messages';

export interface SparkPoint {
  /** YYYY-MM-DD. */
  day: string;
  value: number | null;
}

const WIDTH = 240;
const HEIGHT = 40;
const PAD = 3;

/**
 * A 30-day line in a small SVG, with the first and last values in words beside it (the line is
 * drawn for the eye; the words carry it for screen readers). Gaps (days without a value) break it.
 */
export function Sparkline({
  label,
  points,
  unit,
  colour,
  min,
  max,
  testId,
}: {
  label: string;
  points: readonly SparkPoint[];
  unit: string;
  colour: string;
  /** Fixed scale (battery and completeness 0–100); otherwise the values' own range. */
  min?: number;
  max?: number;
  testId?: string;
}) {
  const t = useT(fleetMessages);
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const low = min ?? Math.min(...values);
  const high = max ?? Math.max(...values);
  const span = high - low || 1;
  const x = (i: number) => PAD + (points.length <= 1 ? 0 : (i / (points.length - 1)) * (WIDTH - 2 * PAD));
  const y = (v: number) => HEIGHT - PAD - ((v - low) / span) * (HEIGHT - 2 * PAD);
  let path = '';
  let pen = false;
  points.forEach((p, i) => {
    if (p.value === null) {
      pen = false;
      return;
    }
    path += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`;
    pen = true;
  });
  const known = points.filter((p) => p.value !== null);
  const first = known[0];
  const last = known.at(-1);
  const words =
    first && last
      ? t('sparkWords', {
          label,
          days: points.length,
          first: String(Math.round(first.value!)),
          unit,
          firstDay: first.day,
          last: String(Math.round(last.value!)),
          lastDay: last.day,
        })
      : t('sparkNone', { label });
  return (
    <Stack gap={2} data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {last ? t('sparkNow', { value: String(Math.round(last.value!)), unit }) : t('sparkNoReadings')}
        </Text>
      </Group>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} role="img" aria-label={words} preserveAspectRatio="none">
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} rx={4} fill="var(--tilth-surface-muted)" />
        {path && <path d={path} fill="none" stroke={colour} strokeWidth={2} vectorEffect="non-scaling-stroke" />}
      </svg>
    </Stack>
  );
}
