import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { CreateFarmFormApi } from './useCreateFarmForm';

/** The farm's time zone, guessed from the address and location until the user picks one. */
export function FarmTimeZoneField({ form, zones, onChosen }: { form: CreateFarmFormApi; zones: string[]; onChosen: () => void }) {
  return (
    <Controller
      control={form.control}
      name="timeZone"
      render={({ field }) => (
        <Select
          size="md"
          label="Time Zone"
          withAsterisk
          description="The farm's days (rainfall, reports) follow it. Guessed from the address and location."
          data={zones}
          value={field.value || null}
          onChange={(value) => {
            onChosen();
            field.onChange(value ?? '');
          }}
          searchable
          limit={50}
          nothingFoundMessage="No time zone matches"
          error={form.formState.errors.timeZone?.message}
        />
      )}
    />
  );
}
