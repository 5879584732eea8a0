import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_APPLICATION_EFFICIENCY,
  IRRIGATION_PROPERTY_FIELDS,
  IRRIGATION_TYPES,
  systemTypeOfIrrigation,
  type ObjectOptions,
  type SiteDocument,
  type TwigDetails,
} from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { irrigationChanges, irrigationFormOf, withIrrigationType, type IrrigationForm } from './irrigationForm';
import { siteConfigMessages } from './messages';
import { useSiteUpdate } from './siteConfigApi';
import { domainText } from '../../i18n/domainText';

/**
 * Row 4 (spec 002 §2.2, §3, §9): the irrigation type (Center Pivot 2, Furrow 5, Drip 8, None) and
 * its properties with their units; another type starts from its defaults. The irrigation planner's
 * application efficiency (empty: the system's default, shown as the placeholder) and rain
 * allowance (issue 29) are saved with the properties.
 */
export function IrrigationTypesCard({
  site,
  twig,
  options,
}: {
  site: SiteDocument;
  twig: TwigDetails;
  options: ObjectOptions | undefined;
}) {
  const t = useT(siteConfigMessages);
  const saved = irrigationFormOf(twig.irrigationType, twig.settings.irrigationProperties);
  const [form, setForm] = useState<IrrigationForm>(saved);
  const update = useSiteUpdate(site.objectId);
  // The stored names are the specification's list (English); each is shown in the app's language.
  const names = (options?.IrrigationType ?? IRRIGATION_TYPES).map((t) => ({ value: t.name, label: domainText(t.name) }));

  return (
    <ConfigCard
      title={t('irrigationTypeTitle')}
      labelId="config-irrigation-type"
      canEdit={site.configActions.canEditForecast}
      onEdit={() => setForm(saved)}
      onSave={() => {
        const change = irrigationChanges(saved, form);
        if (change === null) return 'unchanged';
        return 'invalid' in change ? change : update.mutateAsync(change.body);
      }}
    >
      {(editing, saving) => {
        const shown = editing ? form : saved;
        const systemType = systemTypeOfIrrigation(shown.irrigationType);
        const disabled = !editing || saving;
        return (
          <Stack gap="sm">
            <Select
              label={t('irrigationTypeLabel')}
              placeholder={t('notSet')}
              data={names}
              value={shown.irrigationType || null}
              onChange={(value) => value && setForm(withIrrigationType(value))}
              allowDeselect={false}
              disabled={disabled}
            />
            {systemType === null ? (
              <Text size="sm" c="dimmed">
                {t('noIrrigationProperties')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="irrigation-properties">
                {IRRIGATION_PROPERTY_FIELDS[systemType].map((field) => (
                  <TextInput
                    key={field.key}
                    label={field.unit ? t('fieldWithUnit', { label: domainText(field.label), unit: field.unit }) : domainText(field.label)}
                    inputMode={field.decimal ? 'decimal' : 'numeric'}
                    value={shown.values[field.key] ?? ''}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setForm((f) => ({ ...f, values: { ...f.values, [field.key]: text } }));
                    }}
                    disabled={disabled}
                  />
                ))}
                <TextInput
                  label={t('efficiencyPercent')}
                  placeholder={String(DEFAULT_APPLICATION_EFFICIENCY[systemType])}
                  inputMode="decimal"
                  value={shown.efficiency}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setForm((f) => ({ ...f, efficiency: text }));
                  }}
                  disabled={disabled}
                />
                <TextInput
                  label={t('rainAllowanceInches')}
                  placeholder="0"
                  inputMode="decimal"
                  value={shown.rainAllowance}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setForm((f) => ({ ...f, rainAllowance: text }));
                  }}
                  disabled={disabled}
                />
              </SimpleGrid>
            )}
          </Stack>
        );
      }}
    </ConfigCard>
  );
}
