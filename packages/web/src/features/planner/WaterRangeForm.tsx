import { Button, Group, Text, TextInput } from '@mantine/core';
import { useT } from '../../i18n/useT';
import classes from './WaterAccount.module.css';
import { waterMessages } from './waterMessages';

interface WaterRangeFormProps {
  from: string;
  to: string;
  setFrom: (value: string) => void;
  setTo: (value: string) => void;
  error: string | null;
  apply: () => void;
  yearToDate: () => void;
  isYearToDate: boolean;
  busy: boolean;
}

/** The account's range: From and To (whole days on the farm's calendar), Show, and Year to date. */
export function WaterRangeForm({ from, to, setFrom, setTo, error, apply, yearToDate, isYearToDate, busy }: WaterRangeFormProps) {
  const t = useT(waterMessages);
  const shownError = from === '' && to === '' ? null : error;
  return (
    <form
      className={`${classes.rangeForm} water-no-print`}
      aria-label={t('range')}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('from')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          className={classes.dateInput}
          aria-describedby={shownError ? 'water-range-error' : undefined}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          className={classes.dateInput}
          aria-describedby={shownError ? 'water-range-error' : undefined}
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="submit" variant="light" disabled={shownError !== null} loading={busy}>
            {t('show')}
          </Button>
          <Button type="button" variant="subtle" onClick={yearToDate} disabled={isYearToDate}>
            {t('yearToDate')}
          </Button>
        </Group>
      </Group>
      {shownError && (
        <Text id="water-range-error" size="sm" c="var(--mantine-color-error)" mt={6} role="alert">
          {shownError}
        </Text>
      )}
    </form>
  );
}
