import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import { farmsMessages } from '../messages';
import type { CreateFarmFormApi } from './useCreateFarmForm';

/** The farm's time zone, guessed from the address and location until the user picks one. */
export function FarmTimeZoneField({ form, zones, onChosen }: { form: CreateFarmFormApi; zones: string[]; onChosen: () => void }) {
  const t = useT(farmsMessages);
  const error = form.formState.errors.timeZone?.message;
  return (
    <Controller
      control={form.control}
      name="timeZone"
      render={({ field }) => (
        <Select
          size="md"
          label={t('timeZone')}
          withAsterisk
          description={t('timeZoneHelp')}
          data={zones}
          value={field.value || null}
          onChange={(value) => {
            onChosen();
            field.onChange(value ?? '');
          }}
          searchable
          limit={50}
          nothingFoundMessage={t('noTimeZoneMatches')}
          error={error && domainText(error)}
        />
      )}
    />
  );
}
