import { Button, Checkbox, Group, MultiSelect, Radio, Skeleton, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { ALERT_KINDS, ALERT_TEXT, type AlertKind } from '@tilth/domain/notifications/kinds';
import type { AlertPreferences } from '@tilth/domain/notifications/preferences';
import type { AlertSettings } from '@tilth/domain/notifications/schemas';
import { useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { fieldNotUpdated, fieldUpdated } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { notificationsMessages, type NotificationsKey } from './messages';
import { useAlertSettings, useSaveAlertSettings } from './notificationsApi';

type Channel = 'inApp' | 'email' | 'push' | 'sms';
/** The columns of the kinds' table: push and text messages (issue 32) after the app and e-mail; their words' keys. */
const CHANNELS: { channel: Channel; headingWords: NotificationsKey; words: NotificationsKey }[] = [
  { channel: 'inApp', headingWords: 'inAppHeading', words: 'inAppLabel' },
  { channel: 'email', headingWords: 'emailHeading', words: 'emailLabel' },
  { channel: 'push', headingWords: 'pushHeading', words: 'pushLabel' },
  { channel: 'sms', headingWords: 'smsHeading', words: 'smsLabel' },
];

/** Alerts on Edit Profile (issue 17): which events on which channel, which farms, quiet hours, digest. */
export function AlertPreferencesCard({ flash }: { flash: Flash }) {
  const t = useT(notificationsMessages);
  const settings = useAlertSettings();
  return (
    <SectionCard title={t('title')} description={t('description')}>
      {settings.data ? (
        <AlertForm key={JSON.stringify(settings.data.preferences)} settings={settings.data} flash={flash} />
      ) : (
        <Skeleton h={320} />
      )}
    </SectionCard>
  );
}

function AlertForm({ settings, flash }: { settings: AlertSettings; flash: Flash }) {
  const t = useT(notificationsMessages);
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
      onSuccess: () => flash.show('success', fieldUpdated(t('alertsField'))),
      onError: (error) => flash.show('error', fieldNotUpdated(error, t('alertsField'))),
    });
  return (
    <Stack gap="lg">
      <Table withRowBorders={false} verticalSpacing={6} aria-label={t('kindsLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('colAlert')}</Table.Th>
            {CHANNELS.map(({ channel, headingWords }) => (
              <Table.Th key={channel} ta="center">
                {t(headingWords)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ALERT_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>
                <Text size="sm">{domainText(ALERT_TEXT[kind].label)}</Text>
              </Table.Td>
              {CHANNELS.map(({ channel, words }) => (
                <Table.Td key={channel}>
                  <Group justify="center">
                    <Checkbox
                      size="md"
                      aria-label={`${domainText(ALERT_TEXT[kind].label)}: ${t(words)}`}
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
        label={t('farms')}
        value={prefs.farms === 'all' ? 'all' : 'chosen'}
        onChange={(v) => setPrefs((p) => ({ ...p, farms: v === 'all' ? 'all' : [] }))}
      >
        <Group gap="lg" mt={6}>
          <Radio value="all" label={t('allFarms')} size="md" />
          <Radio value="chosen" label={t('onlyTheseFarms')} size="md" />
        </Group>
      </Radio.Group>
      {prefs.farms !== 'all' && (
        <MultiSelect
          label={t('farmsToHear')}
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
          label={t('quietHours')}
          checked={prefs.quietHours.enabled}
          onChange={(e) => setQuietHours({ enabled: e.currentTarget.checked })}
        />
        {prefs.quietHours.enabled && (
          <Group grow>
            <TextInput
              type="time"
              label={t('from')}
              size="md"
              value={prefs.quietHours.start}
              onChange={(e) => setQuietHours({ start: e.currentTarget.value })}
            />
            <TextInput
              type="time"
              label={t('until')}
              size="md"
              value={prefs.quietHours.end}
              onChange={(e) => setQuietHours({ end: e.currentTarget.value })}
            />
          </Group>
        )}
      </Stack>
      <Switch
        size="md"
        label={t('digest')}
        checked={prefs.digest}
        onChange={(e) => {
          const digest = e.currentTarget.checked;
          setPrefs((p) => ({ ...p, digest }));
        }}
      />
      <Switch
        size="md"
        label={t('weeklyPlan')}
        checked={prefs.irrigationPlan}
        onChange={(e) => {
          const irrigationPlan = e.currentTarget.checked;
          setPrefs((p) => ({ ...p, irrigationPlan }));
        }}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
