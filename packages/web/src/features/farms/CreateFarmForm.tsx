import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Loader, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMapPinSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  farmFormSchema,
  farmFormToBody,
  guessTimeZone,
  roleLevel,
  type CreatedFarm,
  type FarmFormInput,
  type FarmFormValues,
} from '@tilth/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/errors';
import { errorText } from '../../ui/apiMessages';
import { ImagePicker } from '../../ui/ImagePicker';
import { uploadImage } from '../../ui/uploadImage';
import { useSignedInAccount } from '../auth/useAccount';
import { BusinessPicker } from './BusinessPicker';
import { createFarm, farmKeys, fetchMapConfig } from './farmsApi';
import { LocationPreviewMap } from './LocationPreviewMap';
import { timeZoneOptions } from './timeZones';
import { useGeocoding, type GeocodeState } from './useGeocoding';

/** Request fields of POST /farm → the form field showing them. */
const FIELD_FOR: Record<string, keyof FarmFormInput> = {
  name: 'name',
  physicalAddress: 'physicalAddress',
  mailingAddress: 'mailingAddress',
  location: 'latitude',
  'location.lat': 'latitude',
  'location.lng': 'longitude',
  businessId: 'businessId',
  fileId: 'fileId',
  timeZone: 'timeZone',
};

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function GeocodeNote({ state }: { state: GeocodeState }) {
  if (state.status === 'searching') {
    return (
      <Group gap={6} role="status">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          Looking up the address…
        </Text>
      </Group>
    );
  }
  if (state.status === 'found') {
    return (
      <Group gap={6} wrap="nowrap" role="status" c="field.8">
        <IconCircleCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" c="inherit" lineClamp={2}>
          Found: {state.place.displayName}
        </Text>
      </Group>
    );
  }
  if (state.status === 'none') {
    return (
      <Alert color="yellow" variant="light" p="xs" icon={<IconMapPinSearch size={18} aria-hidden />}>
        We couldn't find that address. Type the latitude and longitude, or select the spot on the map.
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" p="xs" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title="Address lookup failed">
        {state.message}
      </Alert>
    );
  }
  return null;
}

/** The Create New Farm form (spec 000 §2.5, §5). */
export function CreateFarmForm({ onCreated, onCancel }: { onCreated: (farm: CreatedFarm) => void; onCancel: () => void }) {
  const { profile } = useSignedInAccount();
  const queryClient = useQueryClient();
  const ownBusiness = profile.organisation?.type === 'business' ? profile.organisation : null;
  const level = roleLevel(profile.role.name);
  const schema = useMemo(() => farmFormSchema({ businessRequired: !ownBusiness }), [ownBusiness]);
  const form = useForm<FarmFormInput, unknown, FarmFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      physicalAddress: '',
      mailingAddress: '',
      latitude: '',
      longitude: '',
      dealerId: '',
      businessId: '',
      fileId: '',
      timeZone: '',
    },
  });
  const { control, setValue, getValues, register, formState } = form;
  const [physicalAddress, latitude, longitude, timeZone] = useWatch({
    control,
    name: ['physicalAddress', 'latitude', 'longitude', 'timeZone'],
  });
  const [logo, setLogo] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const timeZoneTouched = useRef(false);
  const geocode = useGeocoding(physicalAddress);
  const mapConfig = useQuery({ queryKey: farmKeys.mapConfig, queryFn: ({ signal }) => fetchMapConfig(signal), staleTime: Infinity });

  // A found address fills the coordinates (and the time zone, unless the user chose one).
  useEffect(() => {
    if (geocode.status !== 'found') return;
    setValue('latitude', geocode.place.latitude, { shouldValidate: true });
    setValue('longitude', geocode.place.longitude, { shouldValidate: true });
    if (!timeZoneTouched.current) setValue('timeZone', geocode.place.timeZone, { shouldValidate: true });
  }, [geocode, setValue]);

  const lat = asNumber(latitude);
  const lng = asNumber(longitude);
  useEffect(() => {
    if (lat === null || lng === null || timeZoneTouched.current) return;
    setValue('timeZone', guessTimeZone(lat, lng, getValues('physicalAddress')), { shouldValidate: formState.isSubmitted });
  }, [lat, lng, setValue, getValues, formState.isSubmitted]);

  const zones = useMemo(() => timeZoneOptions([timeZone]), [timeZone]);

  const create = useMutation({
    mutationFn: (values: FarmFormValues) => createFarm(farmFormToBody(values)),
    onSuccess: async (farm) => {
      // Every farm view (list, tree, map, pickers) shows the new farm at once.
      await queryClient.invalidateQueries({ queryKey: farmKeys.all });
      onCreated(farm);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const field of error.fields) {
        const target = FIELD_FOR[field];
        if (target) form.setError(target, { type: 'server', message: error.message });
      }
    },
  });

  const onMailing = (value: string) => {
    // Mailing address edits copy into the physical address while the two were the same (spec 000 §2.5).
    const { mailingAddress: previous, physicalAddress: physical } = getValues();
    setValue('mailingAddress', value);
    if (!physical.trim() || physical === previous) setValue('physicalAddress', value, { shouldValidate: formState.isSubmitted });
  };

  const pickLogo = async (file: File) => {
    setLogoError(null);
    try {
      const uploaded = await uploadImage(file);
      setValue('fileId', uploaded.objectId);
      setLogo(uploaded.image);
    } catch (error) {
      setLogoError(`The logo could not be uploaded: ${errorText(error)}`);
    }
  };

  return (
    <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate aria-label="Create New Farm">
      <Stack gap="md">
        {create.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title="The farm was not created">
            {errorText(create.error)}
          </Alert>
        )}
        <TextInput
          label="Farm Name"
          withAsterisk
          {...register('name')}
          error={formState.errors.name?.message}
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          label="Farm Physical Address"
          withAsterisk
          description="Where the fields are. The map and coordinates follow it after you stop typing."
          {...register('physicalAddress')}
          error={formState.errors.physicalAddress?.message}
          autoComplete="street-address"
        />
        <GeocodeNote state={geocode} />
        <Controller
          control={control}
          name="mailingAddress"
          render={({ field }) => (
            <TextInput
              label="Farm Mailing Address"
              description="Copied into the physical address while the two are the same."
              value={field.value}
              onChange={(e) => onMailing(e.currentTarget.value)}
              onBlur={field.onBlur}
              error={formState.errors.mailingAddress?.message}
            />
          )}
        />
        <Grid gap="sm">
          {(['latitude', 'longitude'] as const).map((name) => (
            <Grid.Col span={6} key={name}>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    size="md"
                    label={name === 'latitude' ? 'Latitude' : 'Longitude'}
                    withAsterisk
                    decimalScale={6}
                    step={0.0001}
                    hideControls
                    value={field.value as number | string}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={formState.errors[name]?.message}
                  />
                )}
              />
            </Grid.Col>
          ))}
        </Grid>
        {mapConfig.data && (
          <LocationPreviewMap
            config={mapConfig.data}
            point={lat !== null && lng !== null ? { lat, lng } : null}
            onPick={(la, ln) => {
              setValue('latitude', la, { shouldValidate: true });
              setValue('longitude', ln, { shouldValidate: true });
            }}
          />
        )}
        <Controller
          control={control}
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
                timeZoneTouched.current = true;
                field.onChange(value ?? '');
              }}
              searchable
              limit={50}
              nothingFoundMessage="No time zone matches"
              error={formState.errors.timeZone?.message}
            />
          )}
        />
        {ownBusiness ? (
          <Text size="sm">
            <Text span c="dimmed">
              Business Organisation:{' '}
            </Text>
            <b>{ownBusiness.name}</b>
          </Text>
        ) : (
          level !== 'farm' && (
            <Controller
              control={control}
              name="businessId"
              render={({ field }) => (
                <BusinessPicker
                  dealerId={form.watch('dealerId')}
                  businessId={field.value}
                  onDealer={(id) => setValue('dealerId', id)}
                  onBusiness={(id) => field.onChange(id)}
                  error={formState.errors.businessId?.message}
                />
              )}
            />
          )
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Farm Logo
          </Text>
          <ImagePicker label="Farm logo" src={logo} name={getValues('name') || 'Farm'} shape="square" onPick={pickLogo} />
          {(logoError || formState.errors.fileId) && (
            <Text size="sm" c="red.8" role="alert">
              {logoError ?? formState.errors.fileId?.message}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Farm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
