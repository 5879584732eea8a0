import type { Profile } from '@tilth/domain';
import type { OrganisationTable, UserTable } from '../../db/schema';

export function presentOrganisation(org: OrganisationTable) {
  return {
    objectId: org.id,
    name: org.name,
    type: org.type,
    hqAddress: org.hq_address,
    businessEmail: org.business_email,
    phone: org.phone,
    image: org.image,
  };
}

export function presentProfile(
  user: UserTable,
  organisation: OrganisationTable | undefined,
  parent: OrganisationTable | undefined,
  permissions: string[],
): Profile {
  return {
    objectId: user.id,
    name: user.name,
    email: user.email,
    address: user.address,
    phone: user.phone,
    username: user.username,
    profileImage: user.profile_image,
    role: { name: user.role },
    organisation: organisation ? presentOrganisation(organisation) : null,
    farm: user.farm_id ? { objectId: user.farm_id } : null,
    stripeCustomerDetails: null,
    permissions,
    parent: {
      parentType: parent ? (parent.type === 'tilth' ? 'tilth_admin' : parent.type) : null,
      parentName: parent?.name ?? null,
      // Spec 000 §4: a direct child of the provider has no parent or a provider parent.
      isDirectChildOfProvider: !parent || parent.type === 'tilth',
    },
  };
}
