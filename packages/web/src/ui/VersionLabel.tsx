import { Text, type TextProps } from '@mantine/core';
import { versionLabel } from '../version';

export function VersionLabel(props: TextProps) {
  return (
    <Text size="xs" c="dimmed" {...props}>
      {versionLabel}
    </Text>
  );
}
