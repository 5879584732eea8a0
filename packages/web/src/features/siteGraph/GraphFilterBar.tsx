import { Button, Chip, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  SMOOTHING_OPTIONS,
  TIME_PERIODS,
  TIME_PERIOD_LABELS,
  customRangeError,
  type SmoothingDataType,
  type TimePeriod,
  type TimeRange,
} from '@tilth/domain';
import { useEffect, useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { fromDateTimeInput, toDateTimeInput } from '../../ui/zonedTime';
import { siteGraphMessages } from './messages';

export interface GraphFilterBarProps {
  period: TimePeriod;
  custom: TimeRange | null;
  dataType: SmoothingDataType;
  relative: boolean;
  relativeApplies: boolean;
  timeZone: string;
  saving: boolean;
  onPeriod: (period: TimePeriod) => void;
  onCustom: (range: TimeRange) => void;
  onDataType: (dataType: SmoothingDataType) => void;
  onRelative: (relative: boolean) => void;
  onSave: () => void;
  /**
   * In the phone's Graph options sheet (issue 37): the periods as a row of chips, each one tap,
   * and the fields full width, one under another.
   */
  sheet?: boolean;
}

const dateOf = (epoch: number, timeZone: string) => toDateTimeInput(epoch, timeZone).slice(0, 10);

/**
 * The filter bar (spec 001 §2.8): Time Period with Custom From/To and Set ('Invalid date range'
 * keeps Set disabled), Data Type, Display Options and Save. Custom dates are whole days in the
 * farm's time zone, From at midnight and To at the day's end.
 */
export function GraphFilterBar(props: GraphFilterBarProps) {
  const t = useT(siteGraphMessages);
  const { period, custom, dataType, relative, relativeApplies, timeZone, saving } = props;
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
  const touched = from !== '' || to !== '';
  const sheet = props.sheet === true;
  const periodField = sheet ? (
    <Stack gap={4} w="100%">
      <Text size="sm" fw={500} component="span" id="time-period-label">
        {t('timePeriod')}
      </Text>
      <Chip.Group value={period} onChange={(value) => props.onPeriod(value as TimePeriod)}>
        <Group gap={6} role="radiogroup" aria-labelledby="time-period-label" data-testid="period-chips">
          {TIME_PERIODS.map((p) => (
            <Chip key={p} value={p} size="md" radius="md">
              {domainText(TIME_PERIOD_LABELS[p])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  ) : (
    <Select
      label={t('timePeriod')}
      data={TIME_PERIODS.map((p) => ({ value: p, label: domainText(TIME_PERIOD_LABELS[p]) }))}
      value={period}
      onChange={(value) => value && props.onPeriod(value as TimePeriod)}
      allowDeselect={false}
      w={140}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <Stack gap="xs" data-testid="graph-filter-bar" className="graph-no-print">
      <Group gap="md" align="flex-end" wrap="wrap">
        {periodField}
        {period === 'CUSTOM' && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              type="date"
              label={t('from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              w={sheet ? '40%' : 150}
            />
            <TextInput type="date" label={t('to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={sheet ? '40%' : 150} />
            <Button
              variant="light"
              disabled={rangeError !== null}
              onClick={() => fromEpoch !== null && toEpoch !== null && props.onCustom({ from: fromEpoch, to: toEpoch })}
            >
              {t('set')}
            </Button>
          </Group>
        )}
        <Select
          label={t('dataType')}
          data={SMOOTHING_OPTIONS.map((o) => ({ value: String(o.dataType), label: domainText(o.label) }))}
          value={String(dataType)}
          onChange={(value) => value !== null && props.onDataType(Number(value) as SmoothingDataType)}
          allowDeselect={false}
          w={sheet ? 140 : 110}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} component="span" id="display-options-label">
            {t('displayOptions')}
          </Text>
          <SegmentedControl
            aria-labelledby="display-options-label"
            data={[
              { value: 'absolute', label: t('absolute') },
              { value: 'relative', label: t('relative') },
            ]}
            value={relative ? 'relative' : 'absolute'}
            onChange={(value) => props.onRelative(value === 'relative')}
            disabled={!relativeApplies}
          />
        </Stack>
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} variant="default" loading={saving} onClick={props.onSave}>
          {t('save')}
        </Button>
      </Group>
      {period === 'CUSTOM' && touched && rangeError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {domainText(rangeError)}
        </Text>
      )}
    </Stack>
  );
}
