import { PageHeader } from '../../ui/PageHeader';

export default function HelpPage() {
  return <PageHeader title="Help" />;
}
