import { zodResolver } from '@hookform/resolvers/zod';
import { farmFormSchema, guessTimeZone, type FarmFormInput, type FarmFormValues } from '@tilth/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { timeZoneOptions } from '../timeZones';
import { useGeocoding } from '../useGeocoding';

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The Create New Farm form's state and rules (spec 000 §2.5, §5): the fields and their schema (the
 * business is required unless the user has one), the physical address looked up as typed, the
 * coordinates and time zone it fills, and the time zone guessed from the location until chosen.
 */
export function useCreateFarmForm(ownBusiness: object | null) {
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
  const { control, setValue, getValues, formState } = form;
  const [physicalAddress, latitude, longitude, timeZone] = useWatch({
    control,
    name: ['physicalAddress', 'latitude', 'longitude', 'timeZone'],
  });
  const timeZoneTouched = useRef(false);
  const geocode = useGeocoding(physicalAddress);

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

  const onMailing = (value: string) => {
    // Mailing address edits copy into the physical address while the two were the same (spec 000 §2.5).
    const { mailingAddress: previous, physicalAddress: physical } = getValues();
    setValue('mailingAddress', value);
    if (!physical.trim() || physical === previous) setValue('physicalAddress', value, { shouldValidate: formState.isSubmitted });
  };

  return {
    form,
    geocode,
    /** The typed or found coordinates, null until both are numbers. */
    point: lat !== null && lng !== null ? { lat, lng } : null,
    zones,
    onMailing,
    /** The user chose a time zone: the address and location no longer change it. */
    onTimeZoneChosen: () => {
      timeZoneTouched.current = true;
    },
  };
}

export type CreateFarmFormState = ReturnType<typeof useCreateFarmForm>;
export type CreateFarmFormApi = CreateFarmFormState['form'];
