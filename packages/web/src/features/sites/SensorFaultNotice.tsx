import { Badge } from '@mantine/core';
import { IconWaveSine } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { sitesMessages } from './messages';

/**
 * "Sensor fault: Flatline at 16 in" beside the pin (issue 30): a probe depth fleet health found
 * faulty, in words, so the grower does not read a stuck or silent sensor as the soil.
 */
export function SensorFaultNotice({ faults, size = 'md' }: { faults: readonly string[] | undefined; size?: 'sm' | 'md' | 'lg' }) {
  const t = useT(sitesMessages);
  if (!faults || faults.length === 0) return null;
  return (
    <Badge
      color="grape"
      variant="light"
      c="var(--mantine-color-grape-light-color)"
      size={size}
      radius="sm"
      tt="none"
      leftSection={<IconWaveSine size={14} aria-hidden />}
      data-testid="sensor-fault-notice"
      role="status"
      style={{ whiteSpace: 'normal', height: 'auto' }}
    >
      {t('sensorFault', { faults: faults.join(', ') })}
    </Badge>
  );
}
