import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconListCheck, IconPlus, IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { roleLevel, type Profile } from '@tilth/domain';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { translate } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { useFlash } from '../../ui/flash';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { ExportButton } from '../export/ExportButton';
import { useSignedInAccount } from '../auth/useAccount';
import { CreateFarmModal } from './CreateFarmModal';
import { FarmListView } from './FarmListView';
import { farmKeys, fetchFarmOptions } from './farmsApi';
import { FarmSelectionModal } from './FarmSelectionModal';
import { FarmToolbar } from './FarmToolbar';
import { FarmTreeView } from './FarmTreeView';
import { farmsMessages } from './messages';
import { useFarmsView } from './useFarmsView';

// Leaflet and supercluster load only when the map is shown.
const FarmMapView = lazy(() => import('./FarmMapView'));

/** The Show As entry for the tree: named after the user's top level, 'Admin' for the provider (spec 000 §2.4). */
export function treeViewLabel(profile: Pick<Profile, 'role'>): string {
  return translate(farmsMessages, 'treeView', { level: roleLevel(profile.role.name) });
}

/** /dashboard/farms/{list,tree,map}-view (spec 000 §2.4). */
export default function FarmsPage() {
  const t = useT(farmsMessages);
  const { profile, preference } = useSignedInAccount();
  const navigate = useNavigate();
  const state = useFarmsView();
  const flash = useFlash();
  const [creating, create] = useDisclosure(false);
  const [selecting, select] = useDisclosure(false);
  const canCreate = profile.permissions.includes('farm:create');
  // The selection modal is for users with several farms; the picker list is cached for it too.
  const options = useQuery({ queryKey: farmKeys.picker(''), queryFn: ({ signal }) => fetchFarmOptions('', signal) });
  const severalFarms = (options.data?.length ?? 0) > 1;
  const selectedCount = preference.selectAllFarms ? (options.data?.length ?? 0) : preference.selectedFarms.length;
  // The selection decides which farms' site IDs the sites page lists (spec 000 §2.4, spec 001
  // §2.1): saving goes there, where the header names the selection ('Multiple Farms').
  const showSelection = (farmIds: string[]) => {
    if (farmIds[0]) void navigate(`/farm/${encodeURIComponent(farmIds[0])}/sites`);
    else flash.show('success', t('selectionSavedNone'));
  };
  const phone = useMediaQuery('(max-width: 36em)');
  const icon = (Icon: typeof IconPlus) => (phone ? undefined : <Icon size={18} aria-hidden />);
  const selectButton = (
    <Button
      variant="default"
      size={phone ? 'sm' : 'md'}
      px={phone ? 'xs' : undefined}
      leftSection={icon(IconListCheck)}
      onClick={select.open}
      aria-label={selectedCount > 0 ? t('selectFarmsAria', { count: selectedCount }) : undefined}
    >
      {selectedCount > 0 ? t('selectFarmsCount', { count: selectedCount }) : t('selectFarms')}
    </Button>
  );
  const reportButton = (
    <Button
      component={Link}
      to="/dashboard/farms/field-report"
      variant="default"
      size={phone ? 'sm' : 'md'}
      px={phone ? 'xs' : undefined}
      leftSection={icon(IconReportAnalytics)}
    >
      {t('fieldHealthReport')}
    </Button>
  );
  const createButton = canCreate && (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create.open} fullWidth={phone}>
      {t('createNewFarm')}
    </Button>
  );

  return (
    <>
      {flash.banner}
      <PageHeader
        title={t('title')}
        actions={
          phone ? (
            // Phones: the main action across the width, the other two side by side below it, then Export.
            <Stack gap="xs" w="100%">
              {createButton}
              <Group gap="xs" grow>
                {severalFarms && selectButton}
                {reportButton}
              </Group>
              <ExportButton size="sm" fullWidth />
            </Stack>
          ) : (
            <Group gap="sm">
              {severalFarms && selectButton}
              {reportButton}
              <ExportButton size="md" />
              {createButton}
            </Group>
          )
        }
      />
      <FarmToolbar state={state} treeLabel={treeViewLabel(profile)} />
      {state.view === 'list' && <FarmListView userId={profile.objectId} params={state.listParams} />}
      {state.view === 'tree' && <FarmTreeView userId={profile.objectId} params={state.listParams} />}
      {state.view === 'map' && (
        <Suspense fallback={<FullPageLoader minHeight="360px" />}>
          <FarmMapView userId={profile.objectId} params={state.listParams} />
        </Suspense>
      )}
      {canCreate && (
        <CreateFarmModal
          opened={creating}
          onClose={create.close}
          onCreated={(farm) => {
            create.close();
            // Farm-level users see only their own farm: say where the new one went.
            flash.show(
              'success',
              profile.farm ? t('farmCreatedFor', { name: farm.name, business: farm.businessName }) : t('farmCreated', { name: farm.name }),
            );
          }}
        />
      )}
      <FarmSelectionModal opened={selecting} onClose={select.close} flash={flash} onSaved={showSelection} />
    </>
  );
}
