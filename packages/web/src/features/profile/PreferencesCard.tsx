import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Preference, Profile } from '@tilth/domain';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { AppearanceControl } from './AppearanceControl';
import { usePreferenceSaver } from './usePreferenceSaver';

const UNITS = [
  { value: 'feetInches', label: 'Feet & inches' },
  { value: 'meters', label: 'Meters' },
];
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

/** Preferences (spec 000 §2.8, §9; issue 34): units, temperature and theme, saved as soon as they change. */
export function PreferencesCard({ profile, preference, flash }: { profile: Profile; preference: Preference; flash: Flash }) {
  const savePreference = usePreferenceSaver(profile.objectId, flash);
  return (
    <SectionCard title="Preferences" description="How depths, temperatures and the app itself are shown.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Choice id="pref-units" label="Units" description="Sensor depths and distances">
          <SegmentedControl
            aria-labelledby="pref-units"
            data={UNITS}
            value={preference.unit}
            onChange={(unit) => void savePreference({ unit: unit as Preference['unit'] }, 'Units')}
            fullWidth
            size="md"
          />
        </Choice>
        <Choice id="pref-temperature" label="Temperature" description="Air and soil temperatures">
          <SegmentedControl
            aria-labelledby="pref-temperature"
            data={TEMPERATURES}
            value={preference.temperature}
            onChange={(temperature) => void savePreference({ temperature: temperature as Preference['temperature'] }, 'Temperature')}
            fullWidth
            size="md"
          />
        </Choice>
        <Choice id="pref-theme" label="Theme" description="Light, dark, or as this device is set">
          <AppearanceControl
            labelledBy="pref-theme"
            theme={preference.theme}
            onChange={(theme) => void savePreference({ theme }, 'Theme')}
          />
        </Choice>
      </SimpleGrid>
    </SectionCard>
  );
}
