import { ORGANISATION_TYPES, type OrganisationType } from '@tilth/domain';

const LABELS: Record<OrganisationType, { one: string; many: string }> = {
  tilth: { one: 'Tilth', many: 'Tilth' },
  distributor: { one: 'Distributor', many: 'Distributors' },
  dealer: { one: 'Dealer', many: 'Dealers' },
  business: { one: 'Business', many: 'Businesses' },
};

export const typeLabel = (type: OrganisationType) => LABELS[type].one;
export const typePlural = (type: OrganisationType) => LABELS[type].many;

/** The account levels below this one, top first (spec 000 §1: tilth, distributor, dealer, business). */
export function levelsBelow(type: OrganisationType | null | undefined): OrganisationType[] {
  if (!type) return [];
  return ORGANISATION_TYPES.slice(ORGANISATION_TYPES.indexOf(type) + 1);
}
