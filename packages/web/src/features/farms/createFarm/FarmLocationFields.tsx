import { Grid, NumberInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import { farmKeys, fetchMapConfig } from '../farmsApi';
import { LocationPreviewMap } from '../LocationPreviewMap';
import { farmsMessages } from '../messages';
import type { CreateFarmFormApi } from './useCreateFarmForm';

/** Latitude and longitude, and the map that shows the point and sets it when clicked. */
export function FarmLocationFields({ form, point }: { form: CreateFarmFormApi; point: { lat: number; lng: number } | null }) {
  const t = useT(farmsMessages);
  const { control, setValue, formState } = form;
  const mapConfig = useQuery({ queryKey: farmKeys.mapConfig, queryFn: ({ signal }) => fetchMapConfig(signal), staleTime: Infinity });
  return (
    <>
      <Grid gap="sm">
        {(['latitude', 'longitude'] as const).map((name) => (
          <Grid.Col span={6} key={name}>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  size="md"
                  label={t(name)}
                  withAsterisk
                  decimalScale={6}
                  step={0.0001}
                  hideControls
                  value={field.value as number | string}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={formState.errors[name]?.message && domainText(formState.errors[name].message)}
                />
              )}
            />
          </Grid.Col>
        ))}
      </Grid>
      {mapConfig.data && (
        <LocationPreviewMap
          config={mapConfig.data}
          point={point}
          onPick={(la, ln) => {
            setValue('latitude', la, { shouldValidate: true });
            setValue('longitude', ln, { shouldValidate: true });
          }}
        />
      )}
    </>
  );
}
