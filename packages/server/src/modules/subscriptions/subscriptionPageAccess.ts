import { can, type Actor } from '@tilth/domain';
import { forbidden } from '../../http/errors';
import type { OrganisationRow } from '../organisations/organisationRepository';
import { organisationScope } from '../organisations/viewpoint';
import { text } from '../../lib/i18n/catalog';
import { subscriptionsText } from './messages';

/** 'Cannot access this page' (spec 002 §8) as the API says it. */
export const NO_SUBSCRIPTION_ACCESS = 'Cannot access this page - Please contact your admin to add Plans for your sites';

/**
 * The Subscription page's tabs (spec 002 §2.1): the caller, and the user whose page it is, must
 * both have it; the subtree is that user's organisation's. Refused with the page's own message.
 */
export function subscriptionPageRoot(
  actor: Actor,
  viewer: { actor: Actor; organisation: OrganisationRow | undefined },
): { rootPath: string } {
  const organisation = viewer.organisation;
  if (!organisation || !can(actor, 'subscription:view', organisationScope(organisation)))
    throw forbidden(text(subscriptionsText, 'cannotAccessPagePlease'));
  if (!can(viewer.actor, 'subscription:view', organisationScope(organisation)))
    throw forbidden(text(subscriptionsText, 'cannotAccessPagePlease'));
  return { rootPath: organisation.path };
}
