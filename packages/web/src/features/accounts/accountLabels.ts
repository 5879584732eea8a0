import { ORGANISATION_TYPES, type OrganisationType } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { accountsMessages } from './messages';

/** An account type's name ('Dealer') and plural ('Dealers'), in the app's language when called. */
export const typeLabel = (type: OrganisationType) => translate(accountsMessages, 'typeOne', { type });
export const typePlural = (type: OrganisationType) => translate(accountsMessages, 'typeMany', { type });

/** The account levels below this one, top first (spec 000 §1: tilth, distributor, dealer, business). */
export function levelsBelow(type: OrganisationType | null | undefined): OrganisationType[] {
  if (!type) return [];
  return ORGANISATION_TYPES.slice(ORGANISATION_TYPES.indexOf(type) + 1);
}
