import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import type { SiteHeaderView } from '@tilth/domain';
import { useOutletContext } from 'react-router';
import { useT } from '../../i18n/useT';
import { useFlash } from '../../ui/flash';
import { AddNoteCard } from './AddNoteCard';
import { Changelog } from './Changelog';
import { PreviousNotes } from './PreviousNotes';
import { siteConfigMessages } from './messages';
import { SiteInfoColumn } from './SiteInfoColumn';

/**
 * The About tab (spec 002 §2.3): the site's information blocks on the left, its changelog on the
 * right (stacked below on narrow screens), and under them 'Add a Note' and 'Previous Notes'.
 */
export default function SiteAboutPage() {
  const site = useOutletContext<SiteHeaderView>();
  const flash = useFlash();
  const t = useT(siteConfigMessages);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('aboutTitle')}
      </Title>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
          <SiteInfoColumn siteObjId={site.objectId} onMessage={flash.show} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
          <Changelog siteObjId={site.objectId} place="aboutColumn" />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <AddNoteCard siteObjId={site.objectId} onMessage={flash.show} />
        <PreviousNotes siteObjId={site.objectId} />
      </SimpleGrid>
      {flash.banner}
    </Stack>
  );
}
