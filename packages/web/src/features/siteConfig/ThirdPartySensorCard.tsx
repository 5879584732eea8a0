import { Alert, Button, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { SensorApiCard, SensorApiProvider } from '@tilth/domain';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n/useT';
import { errorText, loadFailed } from '../../ui/apiMessages';
import { dateTimeText } from '../../ui/dateText';
import { FLASH_MS } from '../../ui/flash';
import { relativeTime } from '../../ui/relativeTime';
import { SectionCard } from '../../ui/SectionCard';
import en from './locales/en.json';
import { siteConfigMessages } from './messages';
import { useSaveSentekDetails, useSensorApiCard } from './sensorApiApi';

/** The saved message's English wording (what tests look for); the card shows it in the active language. */
export const DATA_UPDATED = en.dataUpdated;

const PROVIDER_NAMES: Record<SensorApiProvider, string> = {
  'sentek-api': 'Sentek IrriMAX Live',
  'zenseio-api': 'ZENSEIO',
  'agsense-api': 'AgSense',
};

interface SentekForm {
  apiKey: string;
  loggerName: string;
  loggerId: string;
}

const formOf = (card: SensorApiCard): SentekForm => ({
  apiKey: '',
  loggerName: card.sentekData?.loggerName ?? '',
  loggerId: card.sentekData?.loggerId ?? '',
});

function when(iso: string | null): string | null {
  if (!iso) return null;
  return `${relativeTime(iso)} (${dateTimeText(iso)})`;
}

/** The poller's progress: last import, last check and the vendor's last refusal. */
function PollStatus({ card }: { card: SensorApiCard }) {
  const t = useT(siteConfigMessages);
  if (card.provider === null && !card.sentekData) return null;
  return (
    <Stack gap={4} data-testid="sensor-api-status">
      <Text size="sm">
        <Text span fw={600}>
          {t('lastImport')}{' '}
        </Text>
        {when(card.lastImportedAt) ?? t('noReadingsImported')}
      </Text>
      {card.lastPolledAt && (
        <Text size="sm" c="dimmed">
          {t('lastChecked', { when: when(card.lastPolledAt) })}
        </Text>
      )}
      {card.lastError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('lastImportFailed')}
          data-testid="sensor-api-last-error"
        >
          {card.lastError}
        </Alert>
      )}
    </Stack>
  );
}

/** Agsense details are the vendor's: shown, never edited (spec 002 §6). */
function AgsenseFields({ data }: { data: NonNullable<SensorApiCard['agsenseData']> }) {
  const t = useT(siteConfigMessages);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t('name')} value={data.name} disabled readOnly />
      <TextInput label={t('userName')} value={data.userName} disabled readOnly />
      <TextInput label={t('serial')} value={data.serial} disabled readOnly />
      <TextInput label={t('password')} value={data.password} disabled readOnly />
    </SimpleGrid>
  );
}

/**
 * Spec 002 §2.2 row 3: the third-party sensor API card, read-only until Edit; Save sends the Sentek
 * details and returns to read-only. The key is never shown: the card holds its last four
 * characters, and an empty key field keeps the stored key. Edit is hidden for the member roles and
 * for zenseio/agsense sites (the answer's `editable`).
 */
export default function ThirdPartySensorCard({ siteObjId }: { siteObjId: string }) {
  const t = useT(siteConfigMessages);
  const query = useSensorApiCard(siteObjId);
  const save = useSaveSentekDetails(siteObjId);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<SentekForm>({ apiKey: '', loggerName: '', loggerId: '' });
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const card = query.data;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const startEditing = () => {
    if (!card) return;
    setForm(formOf(card));
    setFailure(null);
    setSaved(false);
    setEditing(true);
  };
  const submit = () => {
    setFailure(null);
    save.mutate(
      { apiKey: form.apiKey.trim() || undefined, loggerName: form.loggerName, loggerId: form.loggerId },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };
  const field = (name: keyof SentekForm) => ({
    value: editing ? form[name] : name === 'apiKey' ? (card?.sentekData?.apiKey ?? '') : (card && formOf(card)[name]) || '',
    disabled: !editing || save.isPending,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // Read before the updater: React may run it after the event is gone (issue 27).
      const value = event.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const readOnlyVendor = card?.provider === 'zenseio-api' || card?.provider === 'agsense-api';
  const actions = card?.editable && (
    <Group gap="xs">
      {editing && (
        <Button variant="default" onClick={() => setEditing(false)} disabled={save.isPending}>
          {t('cancel')}
        </Button>
      )}
      <Button onClick={editing ? submit : startEditing} loading={save.isPending}>
        {editing ? t('save') : t('edit')}
      </Button>
    </Group>
  );

  return (
    <SectionCard
      title={t('thirdPartyTitle')}
      labelId="third-party-sensor-api"
      description={card?.provider ? PROVIDER_NAMES[card.provider] : t('sentekDescription')}
      actions={actions}
    >
      {query.isPending && <Loader size="sm" aria-label={t('loadingSensorApi')} />}
      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('sensorApiLoadFailed'), query.error)}
        </Alert>
      )}
      {card && (
        <Stack gap="md">
          {failure && (
            <Alert
              color="red"
              role="alert"
              icon={<IconAlertCircle aria-hidden />}
              withCloseButton
              onClose={() => setFailure(null)}
              data-testid="sensor-api-error"
            >
              {failure}
            </Alert>
          )}
          {saved && (
            <Alert color="field" role="status" icon={<IconCircleCheck aria-hidden />} data-testid="sensor-api-saved">
              {t('dataUpdated')}
            </Alert>
          )}
          {card.provider === 'agsense-api' && card.agsenseData && <AgsenseFields data={card.agsenseData} />}
          {readOnlyVendor && (
            <Text size="sm" c="dimmed">
              {t('vendorManaged', { provider: PROVIDER_NAMES[card.provider!] })}
            </Text>
          )}
          {!readOnlyVendor && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {editing ? (
                <PasswordInput
                  label={t('apiKey')}
                  placeholder={card.sentekData?.apiKeySet ? t('apiKeyKeep', { key: card.sentekData.apiKey }) : undefined}
                  autoComplete="off"
                  visibilityToggleButtonProps={{ 'aria-label': t('showApiKey') }}
                  {...field('apiKey')}
                />
              ) : (
                // The masked key ('••••1234') as text: the stored key itself never reaches the browser.
                <TextInput label={t('apiKey')} placeholder={t('notSet')} {...field('apiKey')} />
              )}
              <TextInput label={t('loggerName')} autoComplete="off" withAsterisk={editing} {...field('loggerName')} />
              <TextInput label={t('loggerId')} autoComplete="off" {...field('loggerId')} />
            </SimpleGrid>
          )}
          <PollStatus card={card} />
        </Stack>
      )}
    </SectionCard>
  );
}
