import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconLayersSubtract, IconMinus, IconNote, IconPlus, IconPrinter, IconRefresh, IconZoomIn } from '@tabler/icons-react';
import { MAX_ZOOM_Y_CLICKS, STACK_LEVELS } from '@tilth/domain';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { siteGraphMessages } from './messages';

export interface GraphToolbarProps {
  stackLevel: number;
  zoomClicks: number;
  canStack: boolean;
  downloading: boolean;
  canDownload: boolean;
  onStack: (action: 'plus' | 'minus' | 'reset') => void;
  onZoomY: () => void;
  onZoomReset: () => void;
  onPrint: () => void;
  onDownload: () => void;
  onAddNote?: () => void;
  /** The Delete Data control, when the user and tab allow it. */
  deleteControl?: ReactNode;
}

function Tool({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The chart toolbar (spec 001 §2.8): Stack Plus / Minus / Reset, Print, Zoom Y, notes, download and delete. */
export function GraphToolbar(props: GraphToolbarProps) {
  const t = useT(siteGraphMessages);
  const { stackLevel, zoomClicks, canStack } = props;
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" data-testid="graph-toolbar" className="graph-no-print">
      <Group gap={6} wrap="wrap">
        <Group gap={4} role="group" aria-label={t('stackedView')}>
          <IconLayersSubtract size={18} aria-hidden />
          <Tool label={t('stackPlus')} onClick={() => props.onStack('plus')} disabled={!canStack || stackLevel >= STACK_LEVELS.max}>
            <IconPlus size={16} />
          </Tool>
          <Tool label={t('stackMinus')} onClick={() => props.onStack('minus')} disabled={!canStack || stackLevel <= STACK_LEVELS.min}>
            <IconMinus size={16} />
          </Tool>
          <Tool label={t('stackReset')} onClick={() => props.onStack('reset')} disabled={stackLevel === STACK_LEVELS.min}>
            <IconRefresh size={16} />
          </Tool>
          <Text size="xs" c="dimmed" w={58} data-testid="stack-level" aria-live="polite">
            {t('stackLevel', { level: stackLevel })}
          </Text>
        </Group>
        <Group gap={4} role="group" aria-label={t('zoom')}>
          <Tool label={t('zoomY')} onClick={props.onZoomY} disabled={zoomClicks >= MAX_ZOOM_Y_CLICKS}>
            <IconZoomIn size={16} />
          </Tool>
          <Button variant="subtle" size="compact-sm" onClick={props.onZoomReset} disabled={zoomClicks === 0}>
            {t('resetZoom')}
          </Button>
        </Group>
        <Tool label={t('print')} onClick={props.onPrint}>
          <IconPrinter size={16} />
        </Tool>
        {props.onAddNote && (
          <Button variant="default" size="sm" leftSection={<IconNote size={16} aria-hidden />} onClick={props.onAddNote}>
            {t('addNote')}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        {props.canDownload && (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={props.downloading}
            onClick={props.onDownload}
          >
            {t('downloadAll')}
          </Button>
        )}
        {props.deleteControl}
      </Group>
    </Group>
  );
}
