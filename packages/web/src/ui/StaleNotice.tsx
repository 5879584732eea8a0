import { Badge } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useLanguageLocale } from '../i18n/useT';
import { hideInSnapshot } from './snapshotMarks';
import { staleText } from './staleText';

/**
 * "No data for 3 days" when the newest reading is older than the reporting interval allows (issue 17):
 * in words with an icon, never by colour alone, and beside the pin rather than recolouring it
 * (spec 001 §4 keeps the pin's colour rules). Nothing before the first reading: the pin says so.
 */
export function StaleNotice({
  lastReadingAt,
  reportingIntervalMinutes,
  size = 'md',
}: {
  lastReadingAt: string | null;
  reportingIntervalMinutes?: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  useLanguageLocale();
  if (!lastReadingAt) return null;
  const { stale, text } = staleText(lastReadingAt, Date.now(), reportingIntervalMinutes);
  if (!stale) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      // Dark brown on the light orange: readable (about 8:1), where orange on orange is not; pale on
      // the dark theme's deep orange tint (global.css).
      c="var(--tilth-text-on-orange)"
      size={size}
      radius="sm"
      tt="none"
      leftSection={<IconClockExclamation size={14} aria-hidden />}
      data-testid="stale-notice"
      role="status"
      {...hideInSnapshot}
    >
      {text}
    </Badge>
  );
}
