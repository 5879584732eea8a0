import { Paper, Stack, Text } from '@mantine/core';
import { type TemplateRow, type TimeRange } from '@tilth/domain';
import { useMemo } from 'react';
import { EMPTY_OVERLAYS } from '../../chart/chartOverlays';
import { SiteGraphChart } from '../../chart/SiteGraphChart';
import { useT } from '../../i18n/useT';
import { templatesMessages } from './messages';
import { PREVIEW_Y_RANGE, templatePreview } from './model/templatePreview';

const HEIGHT = 260;
const NO_HIDDEN: ReadonlySet<string> = new Set();

/** The Available Water (%) preview of the template rows last previewed, drawn by the site graph's chart. */
export function TemplatePreviewChart(props: { rows: TemplateRow[]; plantingDate: string; range: TimeRange; timeZone: string }) {
  const { rows, plantingDate, range, timeZone } = props;
  const t = useT(templatesMessages);
  const preview = useMemo(() => templatePreview(rows, plantingDate, range, timeZone, t), [rows, plantingDate, range, timeZone, t]);
  const overlays = useMemo(() => ({ ...EMPTY_OVERLAYS, dayBands: preview.spans }), [preview.spans]);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="template-preview">
      <Text fw={700} size="sm" mb={4}>
        {t('availableWater')}
      </Text>
      {preview.x.length === 0 ? (
        <Stack h={HEIGHT} align="center" justify="center">
          <Text c="dimmed" size="sm" ta="center" data-testid="template-preview-empty">
            {rows.length === 0 ? t('nothingToPreview') : t('startsAfterRange')}
          </Text>
        </Stack>
      ) : (
        <SiteGraphChart
          x={preview.x}
          series={preview.series}
          hidden={NO_HIDDEN}
          primaryRange={PREVIEW_Y_RANGE}
          xRange={range}
          overlays={overlays}
          showInchAxis={false}
          timeZone={timeZone}
          height={HEIGHT}
          label={t('previewChart')}
        />
      )}
    </Paper>
  );
}
