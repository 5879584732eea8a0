import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { parseSiteDate } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { calendarDate } from '../../ui/relativeTime';
import { ConfigCard } from './ConfigCard';
import { InfoRows } from './InfoRows';
import { siteConfigMessages } from './messages';
import { agronomicFormOf, agronomicSave, choicesOf, localToday, saveOutcome, type AgronomicForm, type TwigBlockProps } from './infoForms';

/** A documented MM/DD/YYYY date as 'May 1, 2026'; '—' when there is none. */
export const shownDate = (text: string) => calendarDate(parseSiteDate(text)) ?? (text || '—');

/** Agronomic information (spec 002 §2.3): install date, planting date, crop type, soil type. */
export function AgronomicBlock({ twig, options, canEdit, submit }: TwigBlockProps) {
  const t = useT(siteConfigMessages);
  const [form, setForm] = useState<AgronomicForm>(() => agronomicFormOf(twig));
  const setText = (key: 'installByDate' | 'plantingDate') => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((old) => ({ ...old, [key]: value }));
  };
  const setChoice = (key: 'plantType' | 'soilType') => (value: string | null) => setForm((old) => ({ ...old, [key]: value ?? '' }));

  return (
    <ConfigCard
      title={t('agronomicInfo')}
      labelId="config-agronomic-information"
      canEdit={canEdit}
      onEdit={() => setForm(agronomicFormOf(twig))}
      onSave={() => saveOutcome(agronomicSave(twig, form, localToday()), submit)}
    >
      {(editing, saving) =>
        editing ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('installDate')}
              placeholder={t('datePlaceholder')}
              value={form.installByDate}
              onChange={setText('installByDate')}
              required
              maxLength={10}
              disabled={saving}
            />
            <TextInput
              label={t('plantingDate')}
              placeholder={t('datePlaceholder')}
              value={form.plantingDate}
              onChange={setText('plantingDate')}
              maxLength={10}
              disabled={saving}
            />
            <Select
              label={t('cropType')}
              data={choicesOf(options?.PlantType, form.plantType)}
              value={form.plantType || null}
              onChange={setChoice('plantType')}
              searchable
              allowDeselect={false}
              disabled={saving}
            />
            <Select
              label={t('soilType')}
              data={choicesOf(options?.SoilType, form.soilType)}
              value={form.soilType || null}
              onChange={setChoice('soilType')}
              searchable
              allowDeselect={false}
              disabled={saving}
            />
          </SimpleGrid>
        ) : (
          <InfoRows
            rows={[
              { label: t('installDate'), value: shownDate(twig.installByDate) },
              { label: t('plantingDate'), value: shownDate(twig.plantingDate) },
              { label: t('cropType'), value: twig.plantType || '—' },
              { label: t('soilType'), value: twig.soilType || '—' },
            ]}
          />
        )
      }
    </ConfigCard>
  );
}
