import { Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Preference, Profile } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { accountsKeys, fetchUserOrganisations } from '../accounts/accountsApi';
import { landingLabel, LANDING_OPTIONS, landingOption, landingUpdate, type LandingOption } from './landing';
import { profileMessages } from './messages';
import { usePreferenceSaver } from './usePreferenceSaver';

/** Default Landing (spec 000 §2.8, §9): where the dashboard opens; saved as soon as it changes. */
export function DefaultLandingCard({ profile, preference, flash }: { profile: Profile; preference: Preference; flash: Flash }) {
  const t = useT(profileMessages);
  const savePreference = usePreferenceSaver(profile.objectId, flash);
  const option = landingOption(preference);
  const farms = useQuery({
    queryKey: accountsKeys.lists(profile.objectId, ''),
    queryFn: ({ signal }) => fetchUserOrganisations(profile.objectId, '', signal),
    select: (data) => data.farm.map((farm) => ({ value: farm.objectId, label: farm.name })),
  });

  return (
    <SectionCard title={t('landingTitle')} description={t('landingDescription')}>
      <Stack gap="md">
        <Radio.Group
          value={option}
          onChange={(value) => void savePreference(landingUpdate(value as LandingOption, preference.selectedFarm), t('landingTitle'))}
          label={t('openOn')}
        >
          <Stack gap="sm">
            {LANDING_OPTIONS.map((value) => (
              <Radio key={value} value={value} label={landingLabel(value)} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        {option === 'specificFarm' && (
          <Select
            label={t('farm')}
            size="md"
            placeholder={farms.isPending ? t('loadingFarms') : farms.data?.length ? t('chooseFarm') : t('noFarms')}
            data={farms.data ?? []}
            value={preference.selectedFarm}
            onChange={(value) => void savePreference(landingUpdate('specificFarm', value), t('defaultFarm'))}
            searchable
            nothingFoundMessage={t('noFarmByName')}
            disabled={!farms.data?.length}
            maw={420}
            allowDeselect={false}
          />
        )}
        {profile.farm && (
          <Text size="sm" c="dimmed">
            {t('farmMemberNote')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
