import { PageHeader } from '../../ui/PageHeader';

export default function AccountsPage() {
  return <PageHeader title="Accounts" />;
}
