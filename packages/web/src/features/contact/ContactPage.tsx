import { PageHeader } from '../../ui/PageHeader';

export default function ContactPage() {
  return <PageHeader title="Contact" />;
}
