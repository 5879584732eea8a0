import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@tilth/domain/version';

/** The Tilth mark: a sprouting seedling over a band of soil. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-field-7)" />
      <path d="M5 23h22v4H5z" fill="var(--mantine-color-soil-5)" />
      <path d="M16 22c0-6 2-10 8-12-1 6-3 9-8 12zm0 0c0-4-2-7-7-8 0 4 2 7 7 8z" fill="var(--mantine-color-field-0)" />
    </svg>
  );
}

export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      {withName && (
        <Text component="span" fw={800} fz={size * 0.7} lh={1} c="var(--tilth-text-brand)" style={{ letterSpacing: '-0.02em' }}>
          {PRODUCT_NAME}
        </Text>
      )}
    </Group>
  );
}
