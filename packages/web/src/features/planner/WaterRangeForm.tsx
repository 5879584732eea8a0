import { Button, Group, Text, TextInput } from '@mantine/core';
import classes from './WaterAccount.module.css';

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
  const shownError = from === '' && to === '' ? null : error;
  return (
    <form
      className={`${classes.rangeForm} water-no-print`}
      aria-label="Range"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          className={classes.dateInput}
          aria-describedby={shownError ? 'water-range-error' : undefined}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          className={classes.dateInput}
          aria-describedby={shownError ? 'water-range-error' : undefined}
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="submit" variant="light" disabled={shownError !== null} loading={busy}>
            Show
          </Button>
          <Button type="button" variant="subtle" onClick={yearToDate} disabled={isYearToDate}>
            Year to date
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
