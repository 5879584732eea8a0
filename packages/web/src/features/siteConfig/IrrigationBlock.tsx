import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { InfoRows } from './InfoRows';
import { siteConfigMessages } from './messages';
import { choicesOf, irrigationFormOf, irrigationSave, saveOutcome, type IrrigationForm, type TwigBlockProps } from './infoForms';

const withUnit = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);

/** Irrigation information (spec 002 §2.3): irrigation type, well capacity (gpm) and field size (ac), numbers or empty. */
export function IrrigationBlock({ twig, options, canEdit, submit }: TwigBlockProps) {
  const t = useT(siteConfigMessages);
  const [form, setForm] = useState<IrrigationForm>(() => irrigationFormOf(twig));
  const setText = (key: 'wellCapacity' | 'fieldSize') => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((old) => ({ ...old, [key]: value }));
  };

  return (
    <ConfigCard
      title={t('irrigationInfo')}
      labelId="config-irrigation-information"
      canEdit={canEdit}
      onEdit={() => setForm(irrigationFormOf(twig))}
      onSave={() => saveOutcome(irrigationSave(twig, form), submit)}
    >
      {(editing, saving) =>
        editing ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('irrigationTypeTitle')}
              data={choicesOf(options?.IrrigationType, form.irrigationType)}
              value={form.irrigationType || null}
              onChange={(value) => setForm((old) => ({ ...old, irrigationType: value ?? '' }))}
              allowDeselect={false}
              disabled={saving}
            />
            <TextInput
              label={t('wellCapacityGpm')}
              inputMode="decimal"
              value={form.wellCapacity}
              onChange={setText('wellCapacity')}
              disabled={saving}
            />
            <TextInput
              label={t('fieldSizeAc')}
              inputMode="decimal"
              value={form.fieldSize}
              onChange={setText('fieldSize')}
              disabled={saving}
            />
          </SimpleGrid>
        ) : (
          <InfoRows
            rows={[
              { label: t('irrigationTypeTitle'), value: twig.irrigationType || '—' },
              { label: t('wellCapacity'), value: withUnit(twig.maxIrrigationVolume, 'gpm') },
              { label: t('fieldSize'), value: withUnit(twig.distanceFromWaterSource, 'ac') },
            ]}
          />
        )
      }
    </ConfigCard>
  );
}
