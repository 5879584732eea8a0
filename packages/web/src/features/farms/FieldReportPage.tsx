import { PageHeader } from '../../ui/PageHeader';

export default function FieldReportPage() {
  return <PageHeader title="Farm Health Report" />;
}
