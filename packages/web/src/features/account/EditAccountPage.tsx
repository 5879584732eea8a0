import { PageHeader } from '../../ui/PageHeader';

export default function EditAccountPage() {
  return <PageHeader title="Edit Profile" />;
}
