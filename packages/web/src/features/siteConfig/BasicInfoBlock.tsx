import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { SiteDocument, SiteUpdateBody } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { InfoRows } from './InfoRows';
import { siteConfigMessages } from './messages';
import { basicFormOf, basicSave, saveOutcome, type BasicForm } from './infoForms';
import { MoveSiteModal, type SiteLocation } from './MoveSiteModal';

/**
 * Basic information (spec 002 §2.3): site id, name, latitude, longitude, and 'Move Site ID Using
 * Map', whose Submit saves the new place at once (`onMoved` tells the page).
 */
export function BasicInfoBlock({
  site,
  canEdit,
  submit,
  onMoved,
}: {
  site: SiteDocument;
  canEdit: boolean;
  submit: (body: SiteUpdateBody) => Promise<unknown>;
  onMoved: () => void;
}) {
  const t = useT(siteConfigMessages);
  const [form, setForm] = useState<BasicForm>(() => basicFormOf(site));
  const [mapOpen, setMapOpen] = useState(false);
  const set = (key: keyof BasicForm) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((old) => ({ ...old, [key]: value }));
  };

  const move = async (location: SiteLocation) => {
    await submit({ location });
    // A form being edited keeps the new place, so its Save does not move the site back.
    setForm((old) => ({ ...old, latitude: String(location.latitude), longitude: String(location.longitude) }));
    onMoved();
  };

  return (
    <>
      <ConfigCard
        title={t('basicInfo')}
        labelId="config-basic-information"
        canEdit={canEdit}
        onEdit={() => setForm(basicFormOf(site))}
        onSave={() => saveOutcome(basicSave(site, form), submit)}
        extraActions={
          canEdit && (
            <Button variant="default" leftSection={<IconMapPin size={16} aria-hidden />} onClick={() => setMapOpen(true)}>
              {t('moveSite')}
            </Button>
          )
        }
      >
        {(editing, saving) =>
          editing ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label={t('siteId')} value={form.siteId} onChange={set('siteId')} inputMode="numeric" required disabled={saving} />
              <TextInput label={t('name')} value={form.name} onChange={set('name')} required maxLength={100} disabled={saving} />
              <TextInput
                label={t('latitude')}
                value={form.latitude}
                onChange={set('latitude')}
                inputMode="decimal"
                required
                disabled={saving}
              />
              <TextInput
                label={t('longitude')}
                value={form.longitude}
                onChange={set('longitude')}
                inputMode="decimal"
                required
                disabled={saving}
              />
            </SimpleGrid>
          ) : (
            <InfoRows
              rows={[
                { label: t('siteId'), value: site.siteId },
                { label: t('name'), value: site.name },
                { label: t('latitude'), value: site.location.latitude },
                { label: t('longitude'), value: site.location.longitude },
              ]}
            />
          )
        }
      </ConfigCard>
      {canEdit && (
        <MoveSiteModal opened={mapOpen} siteName={site.name} location={site.location} onClose={() => setMapOpen(false)} onSubmit={move} />
      )}
    </>
  );
}
