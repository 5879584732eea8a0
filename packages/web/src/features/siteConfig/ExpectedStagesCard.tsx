import { SimpleGrid, TextInput } from '@mantine/core';
import {
  defaultExpectedStages,
  expectedStagesError,
  latestAllowedDay,
  POTATO_STAGE_NAMES,
  stageMinimumDate,
  type ExpectedStage,
  type SiteDocument,
  type TwigDetails,
} from '@tilth/domain';
import { useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { ConfigCard } from './ConfigCard';
import { siteConfigMessages } from './messages';
import { useSiteUpdate } from './siteConfigApi';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Row 5, potato sites only (spec 002 §2.2, §5, §9): the dates the crop is expected to reach each
 * stage, four by default. Each picker starts a day after the previous stage (the first at the
 * planting date); Save checks the three stage rules.
 */
export function ExpectedStagesCard({ site, twig }: { site: SiteDocument; twig: TwigDetails }) {
  const t = useT(siteConfigMessages);
  const stageName = (stage: ExpectedStage, index: number) => {
    const name = POTATO_STAGE_NAMES[index];
    return name ? domainText(name) : t('stageNumber', { id: stage.stageId });
  };
  const stored = twig.settings.expectedStages.value;
  const saved = stored.length > 0 ? stored : defaultExpectedStages();
  const [stages, setStages] = useState<ExpectedStage[]>(saved);
  const update = useSiteUpdate(site.objectId);
  const plantingDate = twig.plantingDate || null;
  const latest = latestAllowedDay(localToday());

  return (
    <ConfigCard
      title={t('expectedStages')}
      labelId="config-expected-stages"
      description={t('expectedStagesDescription')}
      canEdit={site.configActions.canEdit}
      onEdit={() => setStages(saved)}
      onSave={() => {
        const error = expectedStagesError(stages, plantingDate);
        if (error) return { invalid: error };
        const unchanged = stages.every((s, i) => s.stageDate === saved[i]?.stageDate);
        return unchanged ? 'unchanged' : update.mutateAsync({ expectedStages: { value: stages } });
      }}
    >
      {(editing, saving) => {
        const shown = editing ? stages : saved;
        return (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {shown.map((stage, index) => (
              <TextInput
                key={stage.stageId}
                type="date"
                label={stageName(stage, index)}
                value={stage.stageDate ?? ''}
                min={stageMinimumDate(shown, index, plantingDate) ?? undefined}
                max={latest}
                onChange={(e) => {
                  const day = e.currentTarget.value || null;
                  setStages((list) => list.map((s, i) => (i === index ? { ...s, stageDate: day } : s)));
                }}
                disabled={!editing || saving}
              />
            ))}
          </SimpleGrid>
        );
      }}
    </ConfigCard>
  );
}
