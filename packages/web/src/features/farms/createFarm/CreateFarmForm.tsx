import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { roleLevel, type CreatedFarm } from '@tilth/domain';
import { Controller } from 'react-hook-form';
import { errorText } from '../../../ui/apiMessages';
import { useSignedInAccount } from '../../auth/useAccount';
import { FarmBusinessField } from './FarmBusinessField';
import { FarmLocationFields } from './FarmLocationFields';
import { FarmLogoField } from './FarmLogoField';
import { FarmTimeZoneField } from './FarmTimeZoneField';
import { GeocodeNote } from './GeocodeNote';
import { useCreateFarmForm } from './useCreateFarmForm';
import { useCreateFarmSubmit } from './useCreateFarmSubmit';

/** The Create New Farm form (spec 000 §2.5, §5). */
export function CreateFarmForm({ onCreated, onCancel }: { onCreated: (farm: CreatedFarm) => void; onCancel: () => void }) {
  const { profile } = useSignedInAccount();
  const ownBusiness = profile.organisation?.type === 'business' ? profile.organisation : null;
  const { form, geocode, point, zones, onMailing, onTimeZoneChosen } = useCreateFarmForm(ownBusiness);
  const create = useCreateFarmSubmit(form, onCreated);
  const { control, register, formState } = form;

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
        <FarmLocationFields form={form} point={point} />
        <FarmTimeZoneField form={form} zones={zones} onChosen={onTimeZoneChosen} />
        <FarmBusinessField form={form} ownBusiness={ownBusiness} farmLevel={roleLevel(profile.role.name) === 'farm'} />
        <FarmLogoField form={form} />
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
