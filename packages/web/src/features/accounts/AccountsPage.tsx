import { Navigate, Route, Routes, useParams } from 'react-router';
import { AccountDetailPage } from './AccountDetailPage';
import { AccountEditPage } from './AccountEditPage';
import { AccountListPage } from './AccountListPage';

/** A fresh page per account: moving to another account (breadcrumbs, View) starts unfiltered. */
function AccountDetailRoute() {
  const orgId = useParams().orgId ?? '';
  return <AccountDetailPage key={orgId} orgId={orgId} />;
}

/** /dashboard/groups and below (spec 000 §2.7). */
export default function AccountsPage() {
  return (
    <Routes>
      <Route index element={<AccountListPage />} />
      <Route path="edit" element={<AccountEditPage />} />
      <Route path=":orgId" element={<AccountDetailRoute />} />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Routes>
  );
}
