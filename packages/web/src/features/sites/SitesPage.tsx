import { PageHeader } from '../../ui/PageHeader';

/** /farm/:farmid/sites: the farm's site list arrives with the sites API. */
export default function SitesPage() {
  return <PageHeader title="Sites" />;
}
