import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { roleLevel, type CreatedFarm } from '@tilth/domain';
import { Controller } from 'react-hook-form';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import { errorText } from '../../../ui/apiMessages';
import { useSignedInAccount } from '../../auth/useAccount';
import { farmsMessages } from '../messages';
import { FarmBusinessField } from './FarmBusinessField';
import { FarmLocationFields } from './FarmLocationFields';
import { FarmLogoField } from './FarmLogoField';
import { FarmTimeZoneField } from './FarmTimeZoneField';
import { GeocodeNote } from './GeocodeNote';
import { useCreateFarmForm } from './useCreateFarmForm';
import { useCreateFarmSubmit } from './useCreateFarmSubmit';

/** The Create New Farm form (spec 000 §2.5, §5). */
export function CreateFarmForm({ onCreated, onCancel }: { onCreated: (farm: CreatedFarm) => void; onCancel: () => void }) {
  const t = useT(farmsMessages);
  const { profile } = useSignedInAccount();
  const ownBusiness = profile.organisation?.type === 'business' ? profile.organisation : null;
  const { form, geocode, point, zones, onMailing, onTimeZoneChosen } = useCreateFarmForm(ownBusiness);
  const create = useCreateFarmSubmit(form, onCreated);
  const { control, register, formState } = form;
  const fieldError = (message: string | undefined) => message && domainText(message);

  return (
    <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate aria-label={t('createNewFarm')}>
      <Stack gap="md">
        {create.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('farmNotCreated')}>
            {errorText(create.error)}
          </Alert>
        )}
        <TextInput
          label={t('farmName')}
          withAsterisk
          {...register('name')}
          error={fieldError(formState.errors.name?.message)}
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          label={t('physicalAddress')}
          withAsterisk
          description={t('physicalAddressHelp')}
          {...register('physicalAddress')}
          error={fieldError(formState.errors.physicalAddress?.message)}
          autoComplete="street-address"
        />
        <GeocodeNote state={geocode} />
        <Controller
          control={control}
          name="mailingAddress"
          render={({ field }) => (
            <TextInput
              label={t('mailingAddress')}
              description={t('mailingAddressHelp')}
              value={field.value}
              onChange={(e) => onMailing(e.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldError(formState.errors.mailingAddress?.message)}
            />
          )}
        />
        <FarmLocationFields form={form} point={point} />
        <FarmTimeZoneField form={form} zones={zones} onChosen={onTimeZoneChosen} />
        <FarmBusinessField form={form} ownBusiness={ownBusiness} farmLevel={roleLevel(profile.role.name) === 'farm'} />
        <FarmLogoField form={form} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('createFarm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
