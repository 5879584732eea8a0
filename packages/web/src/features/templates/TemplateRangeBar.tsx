import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { TIME_PERIODS, TIME_PERIOD_LABELS, customRangeError, type TimePeriod, type TimeRange } from '@tilth/domain';
import { useEffect, useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { fromDateTimeInput, toDateTimeInput } from '../../ui/zonedTime';
import { templatesMessages } from './messages';

export interface TemplateRangeBarProps {
  period: TimePeriod;
  custom: TimeRange | null;
  timeZone: string;
  onPeriod: (period: TimePeriod) => void;
  onCustom: (range: TimeRange) => void;
}

const dateOf = (epoch: number, timeZone: string) => toDateTimeInput(epoch, timeZone).slice(0, 10);

/**
 * The page's date range (spec 001 §2.9, §4): the graph's periods, One year by default, and
 * Custom with From, To and Set (kept disabled, with 'Invalid date range', until valid). The
 * template preview and the threshold graph both follow it.
 */
export function TemplateRangeBar({ period, custom, timeZone, onPeriod, onCustom }: TemplateRangeBarProps) {
  const t = useT(templatesMessages);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  useEffect(() => {
    if (custom) {
      setFrom(dateOf(custom.from, timeZone));
      setTo(dateOf(custom.to, timeZone));
    }
  }, [custom, timeZone]);
  const fromEpoch = from ? fromDateTimeInput(`${from}T00:00`, timeZone) : null;
  const toEpoch = to ? fromDateTimeInput(`${to}T23:59`, timeZone) : null;
  const rangeError = customRangeError(fromEpoch, toEpoch);

  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('dateRange')}
          data={TIME_PERIODS.map((p) => ({ value: p, label: domainText(TIME_PERIOD_LABELS[p]) }))}
          value={period}
          onChange={(value) => value && onPeriod(value as TimePeriod)}
          allowDeselect={false}
          w={140}
          data-testid="template-range"
        />
        {period === 'CUSTOM' && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput type="date" label={t('from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={150} />
            <TextInput type="date" label={t('to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={150} />
            <Button
              variant="light"
              disabled={rangeError !== null}
              onClick={() => fromEpoch !== null && toEpoch !== null && onCustom({ from: fromEpoch, to: toEpoch })}
            >
              {t('set')}
            </Button>
          </Group>
        )}
      </Group>
      {period === 'CUSTOM' && (from !== '' || to !== '') && rangeError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {domainText(rangeError)}
        </Text>
      )}
    </Stack>
  );
}
