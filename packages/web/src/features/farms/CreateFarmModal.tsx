import { useMediaQuery } from '@mantine/hooks';
import type { CreatedFarm } from '@tilth/domain';
import { lazy, Suspense } from 'react';
import { AppModal } from '../../ui/AppModal';
import { useT } from '../../i18n/useT';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { farmsMessages } from './messages';

// The form brings Leaflet along; it loads when the dialog first opens.
const CreateFarmForm = lazy(() => import('./createFarm/CreateFarmForm').then((m) => ({ default: m.CreateFarmForm })));

export function CreateFarmModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (farm: CreatedFarm) => void;
}) {
  const t = useT(farmsMessages);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('createNewFarm')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Suspense fallback={<FullPageLoader minHeight="240px" />}>
        {opened && <CreateFarmForm onCancel={onClose} onCreated={onCreated} />}
      </Suspense>
    </AppModal>
  );
}
