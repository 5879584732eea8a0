import { Paper, Table, Text } from '@mantine/core';
import type { DepthUnit, FarmWaterAccount, SiteWaterAccount } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { acreInchCellText, areaText, depthText, farmAreaAc, WATER_COLUMNS } from './waterTotals';
import classes from './WaterAccount.module.css';
import { waterMessages } from './waterMessages';

interface WaterTableProps {
  account: FarmWaterAccount;
  unit: DepthUnit;
  caption: string;
}

function SiteRow({ site, unit }: { site: SiteWaterAccount; unit: DepthUnit }) {
  const t = useT(waterMessages);
  return (
    <Table.Tr data-testid="water-row" data-site={site.siteName}>
      <Table.Th scope="row" fw={600}>
        {site.siteName}
        {site.crop && (
          <Text size="xs" c="dimmed" fw={400}>
            {site.crop}
          </Text>
        )}
      </Table.Th>
      <Table.Td className={classes.number}>
        {site.areaAc === null ? (
          <Text size="sm" c="dimmed" span>
            {t('notSet')}
          </Text>
        ) : (
          areaText(site.areaAc)
        )}
      </Table.Td>
      {WATER_COLUMNS.map(({ key }) => (
        <Table.Td key={key} className={classes.number} data-column={key}>
          <span className={classes.depth}>{depthText(site.totals[key], unit, key)}</span>
          <span className={classes.acreInches}>{site.acreInches ? acreInchCellText(site.acreInches[key], key) : '—'}</span>
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * Each site's totals over the range, in the user's depth unit with the acre-inches over its
 * irrigated area under them, and the farm's acre-inch totals: the table a water-use report asks
 * for. Drawn on wider screens and on paper; phones get WaterCards.
 */
export function WaterTable({ account, unit, caption }: WaterTableProps) {
  const t = useT(waterMessages);
  const area = farmAreaAc(account);
  return (
    <Paper withBorder radius="lg" className={`${classes.tableView} water-print-table`}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" captionSide="top" data-testid="water-table">
          <Table.Caption className={classes.caption}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('colSite')}</Table.Th>
              <Table.Th scope="col" className={classes.number}>
                {t('colArea')}
              </Table.Th>
              {WATER_COLUMNS.map(({ key, words }) => (
                <Table.Th key={key} scope="col" className={classes.number}>
                  {t(words)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {account.sites.map((site) => (
              <SiteRow key={site.siteObjectId} site={site} unit={unit} />
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="water-farm-total" className={classes.totalRow}>
              <Table.Th scope="row">
                {t('farmTotal')}
                <Text size="xs" c="dimmed" fw={400}>
                  {t('sitesWithAreaShort')}
                </Text>
              </Table.Th>
              <Table.Td className={classes.number}>{area === null ? '—' : areaText(area)}</Table.Td>
              {WATER_COLUMNS.map(({ key }) => (
                <Table.Td key={key} className={classes.number} data-column={key}>
                  <span className={classes.depth}>{acreInchCellText(account.acreInches[key], key)}</span>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
