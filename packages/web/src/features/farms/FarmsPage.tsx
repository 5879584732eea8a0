import { IconPlant2 } from '@tabler/icons-react';
import { EmptyCard } from '../../ui/EmptyCard';
import { PageHeader } from '../../ui/PageHeader';

/** /dashboard/farms/{list,tree,map}-view: the farm list arrives with the farms API. */
export default function FarmsPage() {
  return (
    <>
      <PageHeader title="Farms" />
      <EmptyCard icon={<IconPlant2 aria-hidden />} title="No farms to show yet." />
    </>
  );
}
