import { Paper, Stack, Text, Title } from '@mantine/core';
import type { DepthUnit, FarmWaterAccount, SiteWaterAccount, WaterTotals } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { acreInchCellText, areaText, depthText, farmAreaAc, WATER_COLUMNS } from './waterTotals';
import classes from './WaterAccount.module.css';
import { waterMessages } from './waterMessages';

function Figures({ totals, acreInches, unit }: { totals: WaterTotals | null; acreInches: WaterTotals | null; unit: DepthUnit }) {
  const t = useT(waterMessages);
  return (
    <dl className={classes.figures}>
      {WATER_COLUMNS.map(({ key, words }) => (
        <div key={key} className={classes.figure} data-column={key}>
          <dt>{t(words)}</dt>
          <dd>
            {totals && <span className={classes.depth}>{depthText(totals[key], unit, key)}</span>}
            <span className={totals ? classes.acreInches : classes.depth}>{acreInches ? acreInchCellText(acreInches[key], key) : '—'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SiteCard({ site, unit }: { site: SiteWaterAccount; unit: DepthUnit }) {
  const t = useT(waterMessages);
  return (
    <Paper withBorder radius="lg" p="sm" component="article" aria-label={site.siteName} data-testid="water-card">
      <Title order={3} size="h5">
        {site.siteName}
      </Title>
      <Text size="xs" c="dimmed" mb={6}>
        {[site.crop, site.areaAc === null ? t('areaNotSet') : areaText(site.areaAc)].filter(Boolean).join(' · ')}
      </Text>
      <Figures totals={site.totals} acreInches={site.acreInches} unit={unit} />
    </Paper>
  );
}

/** The table on phones: a card per site and one for the farm's acre-inch totals. */
export function WaterCards({ account, unit }: { account: FarmWaterAccount; unit: DepthUnit }) {
  const t = useT(waterMessages);
  const area = farmAreaAc(account);
  return (
    <Stack gap="sm" className={`${classes.cardsView} water-no-print`} data-testid="water-cards">
      {account.sites.map((site) => (
        <SiteCard key={site.siteObjectId} site={site} unit={unit} />
      ))}
      <Paper
        withBorder
        radius="lg"
        p="sm"
        component="article"
        aria-label={t('farmTotal')}
        data-testid="water-card-total"
        className={classes.totalCard}
      >
        <Title order={3} size="h5">
          {t('farmTotal')}
        </Title>
        <Text size="xs" c="dimmed" mb={6}>
          {area === null ? t('noSiteArea') : t('sitesWithArea', { area: areaText(area) })}
        </Text>
        <Figures totals={null} acreInches={account.acreInches} unit={unit} />
      </Paper>
    </Stack>
  );
}
