import { Group, Stack, Text } from '@mantine/core';
import { IconBattery, IconBattery1, IconBattery2, IconBattery3, IconBattery4, type Icon } from '@tabler/icons-react';
import { batteryIconStep, type SiteHeaderView } from '@tilth/domain';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { siteDetailMessages } from './messages';

const BAR_HEIGHTS = [6, 9, 12, 15, 18];

/** LORA signal (spec 001 §4): five bars from the strength, with its word; 'no value' when stale. */
export function SignalBars({ signal }: { signal: SiteHeaderView['signal'] }) {
  const t = useT(siteDetailMessages);
  const bars = signal?.bars ?? 0;
  const label = signal ? domainText(signal.label) : null;
  return (
    <Stack gap={0} align="center" data-testid="signal" data-bars={signal ? bars : 'none'}>
      <Text size="10px" fw={700} c="dimmed">
        {t('lora')}
      </Text>
      <Group
        gap={2}
        align="flex-end"
        h={20}
        role="img"
        aria-label={signal ? t('signalAria', { bars, words: t('signalWords', { label, rssi: signal.rssi }) }) : t('signalAriaNone')}
      >
        {BAR_HEIGHTS.map((h, i) => (
          <span
            key={h}
            style={{
              width: 5,
              height: h,
              borderRadius: 1,
              background: signal && i < bars ? 'var(--mantine-color-field-7)' : 'var(--tilth-border)',
            }}
          />
        ))}
      </Group>
      <Text size="xs" c={signal ? undefined : 'dimmed'}>
        {label ?? t('noValue')}
      </Text>
    </Stack>
  );
}

const BATTERY_ICONS: Record<number, Icon> = { 0: IconBattery, 25: IconBattery1, 50: IconBattery2, 75: IconBattery3, 100: IconBattery4 };

/** The battery gauge labelled FOX (spec 001 §4, spec 002 §9): icon steps 0/25/50/75/100, hidden at 0 %. */
export function BatteryGauge({ battery }: { battery: SiteHeaderView['battery'] }) {
  const t = useT(siteDetailMessages);
  if (!battery?.visible) return null;
  const Icon = BATTERY_ICONS[batteryIconStep(battery.percent)]!;
  return (
    <Stack gap={0} align="center" data-testid="battery" role="img" aria-label={t('batteryAria', { percent: battery.percent })}>
      <Text size="10px" fw={700} c="dimmed" aria-hidden>
        {t('fox')}
      </Text>
      <Icon size={24} stroke={1.6} aria-hidden style={{ transform: 'rotate(0deg)' }} />
      <Text size="xs" aria-hidden>
        {Math.round(battery.percent)}%
      </Text>
    </Stack>
  );
}
