import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { SiteDocument, SiteUpdateBody } from '@tilth/domain';
import { useState } from 'react';
import { ConfigCard } from './ConfigCard';
import { InfoRows } from './InfoRows';
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
        title="Basic Information"
        canEdit={canEdit}
        onEdit={() => setForm(basicFormOf(site))}
        onSave={() => saveOutcome(basicSave(site, form), submit)}
        extraActions={
          canEdit && (
            <Button variant="default" leftSection={<IconMapPin size={16} aria-hidden />} onClick={() => setMapOpen(true)}>
              Move Site ID Using Map
            </Button>
          )
        }
      >
        {(editing, saving) =>
          editing ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Site ID" value={form.siteId} onChange={set('siteId')} inputMode="numeric" required disabled={saving} />
              <TextInput label="Name" value={form.name} onChange={set('name')} required maxLength={100} disabled={saving} />
              <TextInput label="Latitude" value={form.latitude} onChange={set('latitude')} inputMode="decimal" required disabled={saving} />
              <TextInput
                label="Longitude"
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
                { label: 'Site ID', value: site.siteId },
                { label: 'Name', value: site.name },
                { label: 'Latitude', value: site.location.latitude },
                { label: 'Longitude', value: site.location.longitude },
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
