import { Group, Text } from '@mantine/core';
import type { SiteCardView } from '@tilth/domain';
import { pinLook, pinSvg } from './pinGraphics';

/** The status pin of a card with its state in words. */
export function SitePin({ site, withLabel = true }: { site: Pick<SiteCardView, 'pin' | 'state'>; withLabel?: boolean }) {
  const look = pinLook(site);
  return (
    <Group gap={6} wrap="nowrap" data-testid="site-pin" data-pin={site.pin.colour}>
      <span
        style={{ display: 'inline-flex', flexShrink: 0 }}
        role="img"
        aria-label={look.label}
        dangerouslySetInnerHTML={{ __html: pinSvg(look, 0.7) }}
      />
      {withLabel && (
        <Text size="xs" fw={600} c="bright" lh={1.2}>
          {look.label}
        </Text>
      )}
    </Group>
  );
}
