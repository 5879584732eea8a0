import { Button, Checkbox, Group, MultiSelect, Radio, Skeleton, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { ALERT_KINDS, ALERT_TEXT, type AlertKind } from '@tilth/domain/notifications/kinds';
import type { AlertPreferences } from '@tilth/domain/notifications/preferences';
import type { AlertSettings } from '@tilth/domain/notifications/schemas';
import { useState } from 'react';
import { fieldNotUpdated, fieldUpdated } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { useAlertSettings, useSaveAlertSettings } from './notificationsApi';

type Channel = 'inApp' | 'email' | 'push' | 'sms';
/** The columns of the kinds' table: push and text messages (issue 32) after the app and e-mail. */
const CHANNELS: { channel: Channel; heading: string; label: string }[] = [
  { channel: 'inApp', heading: 'In the app', label: 'in the app' },
  { channel: 'email', heading: 'E-mail', label: 'e-mail' },
  { channel: 'push', heading: 'Push', label: 'push' },
  { channel: 'sms', heading: 'Text', label: 'text message' },
];

/** Alerts on Edit Profile (issue 17): which events on which channel, which farms, quiet hours, digest. */
export function AlertPreferencesCard({ flash }: { flash: Flash }) {
  const settings = useAlertSettings();
  return (
    <SectionCard
      title="Alerts"
      description="Which alerts reach you, and how. Quiet hours follow each farm's time zone; the bell in the app is never held."
    >
      {settings.data ? (
        <AlertForm key={JSON.stringify(settings.data.preferences)} settings={settings.data} flash={flash} />
      ) : (
        <Skeleton h={320} />
      )}
    </SectionCard>
  );
}

function AlertForm({ settings, flash }: { settings: AlertSettings; flash: Flash }) {
  const [prefs, setPrefs] = useState<AlertPreferences>(settings.preferences);
  const save = useSaveAlertSettings();
  const setChannel = (kind: AlertKind, channel: Channel, on: boolean) =>
    setPrefs((p) => ({ ...p, kinds: { ...p.kinds, [kind]: { inApp: false, email: false, ...p.kinds[kind], [channel]: on } } }));
  // Handlers pass values, never the event: React may run an updater after the event is gone
  // (currentTarget is then null; issue 27 found this on a phone's tap).
  const setQuietHours = (change: Partial<AlertPreferences['quietHours']>) =>
    setPrefs((p) => ({ ...p, quietHours: { ...p.quietHours, ...change } }));
  const submit = () =>
    save.mutate(prefs, {
      onSuccess: () => flash.show('success', fieldUpdated('Alerts')),
      onError: (error) => flash.show('error', fieldNotUpdated(error, 'Alerts')),
    });
  return (
    <Stack gap="lg">
      <Table withRowBorders={false} verticalSpacing={6} aria-label="Alert kinds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Alert</Table.Th>
            {CHANNELS.map(({ channel, heading }) => (
              <Table.Th key={channel} ta="center">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ALERT_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>
                <Text size="sm">{ALERT_TEXT[kind].label}</Text>
              </Table.Td>
              {CHANNELS.map(({ channel, label }) => (
                <Table.Td key={channel}>
                  <Group justify="center">
                    <Checkbox
                      size="md"
                      aria-label={`${ALERT_TEXT[kind].label}: ${label}`}
                      checked={prefs.kinds[kind]?.[channel] ?? false}
                      onChange={(e) => setChannel(kind, channel, e.currentTarget.checked)}
                    />
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Radio.Group
        label="Farms"
        value={prefs.farms === 'all' ? 'all' : 'chosen'}
        onChange={(v) => setPrefs((p) => ({ ...p, farms: v === 'all' ? 'all' : [] }))}
      >
        <Group gap="lg" mt={6}>
          <Radio value="all" label="All my farms" size="md" />
          <Radio value="chosen" label="Only these farms" size="md" />
        </Group>
      </Radio.Group>
      {prefs.farms !== 'all' && (
        <MultiSelect
          label="Farms to hear about"
          size="md"
          data={settings.farms.map((f) => ({ value: f.objectId, label: f.name }))}
          value={prefs.farms}
          onChange={(farms) => setPrefs((p) => ({ ...p, farms }))}
          searchable
        />
      )}

      <Stack gap="xs">
        <Switch
          size="md"
          label="Quiet hours: hold e-mails, pushes and texts during these hours"
          checked={prefs.quietHours.enabled}
          onChange={(e) => setQuietHours({ enabled: e.currentTarget.checked })}
        />
        {prefs.quietHours.enabled && (
          <Group grow>
            <TextInput
              type="time"
              label="From"
              size="md"
              value={prefs.quietHours.start}
              onChange={(e) => setQuietHours({ start: e.currentTarget.value })}
            />
            <TextInput
              type="time"
              label="Until"
              size="md"
              value={prefs.quietHours.end}
              onChange={(e) => setQuietHours({ end: e.currentTarget.value })}
            />
          </Group>
        )}
      </Stack>
      <Switch
        size="md"
        label="Daily digest: one e-mail, push and text a day instead of one each per alert"
        checked={prefs.digest}
        onChange={(e) => {
          const digest = e.currentTarget.checked;
          setPrefs((p) => ({ ...p, digest }));
        }}
      />
      <Switch
        size="md"
        label="Weekly irrigation plan: every Monday morning, the sites to irrigate this week"
        checked={prefs.irrigationPlan}
        onChange={(e) => {
          const irrigationPlan = e.currentTarget.checked;
          setPrefs((p) => ({ ...p, irrigationPlan }));
        }}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save alerts
        </Button>
      </Group>
    </Stack>
  );
}
