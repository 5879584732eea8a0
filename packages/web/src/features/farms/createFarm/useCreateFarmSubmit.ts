import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmFormToBody, type CreatedFarm, type FarmFormInput, type FarmFormValues } from '@tilth/domain';
import { isApiError } from '../../../api/errors';
import { createFarm, farmKeys } from '../farmsApi';
import type { CreateFarmFormApi } from './useCreateFarmForm';

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

/** POST /farm with the form's values; the server's field errors show on their fields. */
export function useCreateFarmSubmit(form: CreateFarmFormApi, onCreated: (farm: CreatedFarm) => void) {
  const queryClient = useQueryClient();
  return useMutation({
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
}
