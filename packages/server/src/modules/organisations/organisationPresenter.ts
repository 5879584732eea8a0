import type { AccountListsView, AccountView } from '@tilth/domain/accounts/views';
import type { OrganisationRow } from './organisationRepository';

// The database keeps an account's type and status as text; only the domain's values are ever written.
export const accountType = (org: Pick<OrganisationRow, 'type'>) => org.type;
export const accountStatus = (org: Pick<OrganisationRow, 'status'>) => org.status;

/** An account (spec 000 §3 'Account (organisation)'). */
export function presentAccount(org: OrganisationRow): AccountView {
  return {
    objectId: org.id,
    name: org.name,
    type: accountType(org),
    status: accountStatus(org),
    hqAddress: org.hq_address,
    businessEmail: org.business_email,
    phone: org.phone,
    image: org.image,
    parentId: org.parent_id,
    invitedToEmail: org.invited_to_email,
    invitedBy: org.invited_by ? { objectId: org.invited_by } : null,
    createdAt: org.created_at,
  };
}

export function groupByType(orgs: OrganisationRow[]): AccountListsView {
  const lists: AccountListsView = { tilth: [], distributor: [], dealer: [], business: [] };
  for (const org of orgs) lists[accountType(org)]?.push(presentAccount(org));
  return lists;
}
