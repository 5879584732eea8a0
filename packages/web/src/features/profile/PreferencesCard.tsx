import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Preference, Profile } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { AppearanceControl } from './AppearanceControl';
import { LanguageControl } from './LanguageControl';
import { profileMessages } from './messages';
import { usePreferenceSaver } from './usePreferenceSaver';

const TEMPERATURES = [
  { value: 'celsius', label: '°C' },
  { value: 'farenheit', label: '°F' },
];

function Choice({ id, label, description, children }: { id: string; label: string; description: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <div>
        <Text fw={600} size="sm" id={id}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

/** Preferences (spec 000 §2.8, §9; issue 34): units, temperature, theme and language, saved as soon as they change. */
export function PreferencesCard({ profile, preference, flash }: { profile: Profile; preference: Preference; flash: Flash }) {
  const t = useT(profileMessages);
  const savePreference = usePreferenceSaver(profile.objectId, flash);
  const units = [
    { value: 'feetInches', label: t('feetInches') },
    { value: 'meters', label: t('meters') },
  ];
  return (
    <SectionCard title={t('preferencesTitle')} description={t('preferencesDescription')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Choice id="pref-units" label={t('units')} description={t('unitsDescription')}>
          <SegmentedControl
            aria-labelledby="pref-units"
            data={units}
            value={preference.unit}
            onChange={(unit) => void savePreference({ unit: unit as Preference['unit'] }, t('units'))}
            fullWidth
            size="md"
          />
        </Choice>
        <Choice id="pref-temperature" label={t('temperature')} description={t('temperatureDescription')}>
          <SegmentedControl
            aria-labelledby="pref-temperature"
            data={TEMPERATURES}
            value={preference.temperature}
            onChange={(temperature) => void savePreference({ temperature: temperature as Preference['temperature'] }, t('temperature'))}
            fullWidth
            size="md"
          />
        </Choice>
        <Choice id="pref-theme" label={t('theme')} description={t('themeDescription')}>
          <AppearanceControl
            labelledBy="pref-theme"
            theme={preference.theme}
            onChange={(theme) => void savePreference({ theme }, t('theme'))}
          />
        </Choice>
        <Choice id="pref-language" label={t('language')} description={t('languageDescription')}>
          <LanguageControl
            labelledBy="pref-language"
            language={preference.language}
            onChange={(language) => void savePreference({ language }, t('language'))}
          />
        </Choice>
      </SimpleGrid>
    </SectionCard>
  );
}
