import { Anchor, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { EmptyCard } from '../../ui/EmptyCard';
import { SearchField } from '../../ui/SearchField';
import { subscribeText } from '../sites/SiteCard';
import { SitePin } from '../sites/SitePin';
import { siteGraphPath } from '../sites/sitePaths';
import { fetchSitePage, siteKeys, SITE_PAGE_MAX } from '../sites/sitesApi';
import { siteDetailMessages } from './messages';

/** Spec 002 §9: searches on these screens wait 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Select a Site' (spec 002 §2.4): the farm's active sites by name or site id, alphabetical;
 * a card links to the site's graph when the user may open it.
 */
export function SiteSwitcher({
  farmId,
  currentSiteId,
  opened,
  onClose,
}: {
  farmId: string;
  currentSiteId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT(siteDetailMessages);
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const params = { farmIds: [farmId], tab: 'Active' as const, sort: 'ALPHA-ASC' as const, name: term };
  const sites = useQuery({
    queryKey: [...siteKeys.list(params), 'switcher'],
    queryFn: ({ signal }) => fetchSitePage(params, 0, SITE_PAGE_MAX, signal),
    enabled: opened,
  });
  const close = () => {
    setText('');
    onClose();
  };
  const active = (sites.data?.sites ?? []).filter((s) => s.status === 'ACTIVE');

  return (
    <AppModal opened={opened} onClose={close} title={t('selectSite')} size="lg">
      <Stack gap="sm">
        <SearchField label={t('searchSites')} value={text} onChange={setText} maw="100%" />
        <Text size="sm" c="dimmed">
          {t('sortAlphabetical')}
        </Text>
        {sites.isPending ? (
          <Stack gap="xs">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={64} />
            ))}
          </Stack>
        ) : sites.error ? (
          <Text c="var(--mantine-color-error)" role="alert">
            {loadFailed(t('sitesNotLoaded'), sites.error)}
          </Text>
        ) : active.length === 0 ? (
          <EmptyCard icon={<IconSearch aria-hidden />} title={term ? t('noResultsFor', { term }) : t('noSites')} />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sitesList')}>
            {active.map((site) => (
              <Box
                component="li"
                key={site.objectId}
                p="sm"
                style={{ border: '1px solid var(--tilth-border)', borderRadius: 'var(--mantine-radius-md)' }}
                data-testid="switcher-site"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Box miw={0}>
                    {site.canOpenGraph ? (
                      <Anchor
                        component={Link}
                        to={siteGraphPath(site)}
                        onClick={close}
                        fw={700}
                        aria-current={site.objectId === currentSiteId ? 'page' : undefined}
                      >
                        {site.name}
                      </Anchor>
                    ) : (
                      <Text fw={700}>{site.name}</Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {t('siteLine', { crop: site.crop ?? t('noCrop'), siteId: site.siteId })}
                    </Text>
                    {!site.canOpenGraph && (
                      <Text size="xs" c="dimmed">
                        {subscribeText()}
                      </Text>
                    )}
                  </Box>
                  <SitePin site={site} />
                </Group>
              </Box>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
