import { Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Preference, Profile } from '@tilth/domain';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { accountsKeys, fetchUserOrganisations } from '../accounts/accountsApi';
import { LANDING_LABELS, LANDING_OPTIONS, landingOption, landingUpdate, type LandingOption } from './landing';
import { usePreferenceSaver } from './usePreferenceSaver';

/** Default Landing (spec 000 §2.8, §9): where the dashboard opens; saved as soon as it changes. */
export function DefaultLandingCard({ profile, preference, flash }: { profile: Profile; preference: Preference; flash: Flash }) {
  const savePreference = usePreferenceSaver(profile.objectId, flash);
  const option = landingOption(preference);
  const farms = useQuery({
    queryKey: accountsKeys.lists(profile.objectId, ''),
    queryFn: ({ signal }) => fetchUserOrganisations(profile.objectId, '', signal),
    select: (data) => data.farm.map((farm) => ({ value: farm.objectId, label: farm.name })),
  });

  return (
    <SectionCard title="Default Landing" description="Where Tilth opens after you sign in.">
      <Stack gap="md">
        <Radio.Group
          value={option}
          onChange={(value) => void savePreference(landingUpdate(value as LandingOption, preference.selectedFarm), 'Default Landing')}
          label="Open on"
        >
          <Stack gap="sm">
            {LANDING_OPTIONS.map((value) => (
              <Radio key={value} value={value} label={LANDING_LABELS[value]} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        {option === 'specificFarm' && (
          <Select
            label="Farm"
            size="md"
            placeholder={farms.isPending ? 'Loading farms…' : farms.data?.length ? 'Choose a farm' : 'No farms yet'}
            data={farms.data ?? []}
            value={preference.selectedFarm}
            onChange={(value) => void savePreference(landingUpdate('specificFarm', value), 'Default Farm')}
            searchable
            nothingFoundMessage="No farm by that name"
            disabled={!farms.data?.length}
            maw={420}
            allowDeselect={false}
          />
        )}
        {profile.farm && (
          <Text size="sm" c="dimmed">
            As a farm member you always start on your own farm.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
