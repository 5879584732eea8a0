import type { OrganisationType } from '@tilth/domain';
import type { OrganisationRow } from './organisationRepository';

/** An account (spec 000 §3 'Account (organisation)'). */
export function presentAccount(org: OrganisationRow) {
  return {
    objectId: org.id,
    name: org.name,
    type: org.type as OrganisationType,
    status: org.status,
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
export type Account = ReturnType<typeof presentAccount>;

export type AccountLists = Record<OrganisationType, Account[]>;

export function groupByType(orgs: OrganisationRow[]): AccountLists {
  const lists: AccountLists = { tilth: [], distributor: [], dealer: [], business: [] };
  for (const org of orgs) lists[org.type as OrganisationType]?.push(presentAccount(org));
  return lists;
}
