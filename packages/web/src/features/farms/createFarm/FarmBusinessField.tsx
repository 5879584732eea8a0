import { Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { BusinessPicker } from '../BusinessPicker';
import { farmsMessages } from '../messages';
import type { CreateFarmFormApi } from './useCreateFarmForm';

/** The farm's business: the user's own, named, or picked (through its dealer) by those above businesses. */
export function FarmBusinessField({
  form,
  ownBusiness,
  farmLevel,
}: {
  form: CreateFarmFormApi;
  ownBusiness: { name: string } | null;
  farmLevel: boolean;
}) {
  const t = useT(farmsMessages);
  if (ownBusiness) {
    return (
      <Text size="sm">
        <Text span c="dimmed">
          {t('ownBusiness')}{' '}
        </Text>
        <b>{ownBusiness.name}</b>
      </Text>
    );
  }
  if (farmLevel) return null;
  return (
    <Controller
      control={form.control}
      name="businessId"
      render={({ field }) => (
        <BusinessPicker
          dealerId={form.watch('dealerId')}
          businessId={field.value}
          onDealer={(id) => form.setValue('dealerId', id)}
          onBusiness={(id) => field.onChange(id)}
          error={form.formState.errors.businessId?.message}
        />
      )}
    />
  );
}
