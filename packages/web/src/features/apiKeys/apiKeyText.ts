import type { ApiKeyScope, ApiKeyView } from '@tilth/domain/apiKeys/schemas';
import { translate } from '../../i18n/catalog';
import { dateText, dateTimeText } from '../../ui/dateText';
import { apiKeysMessages } from './messages';

/** How the card words a key's details (issue 32), in the app's language; account screens write dates the viewer's way. */

const SCOPE_KEYS = { read: 'scopeRead', readWrite: 'scopeReadWrite' } as const satisfies Record<ApiKeyScope, string>;

/** A scope's name ('Read-only', 'Read and write': the domain's API_KEY_SCOPE_LABELS in English). */
export const scopeLabel = (scope: ApiKeyScope) => translate(apiKeysMessages, SCOPE_KEYS[scope]);

export const scopeText = (key: Pick<ApiKeyView, 'scope'>) => scopeLabel(key.scope);

export const farmsText = (key: Pick<ApiKeyView, 'farms'>) =>
  key.farms.length === 0 ? translate(apiKeysMessages, 'allYourFarms') : key.farms.map((farm) => farm.name).join(', ');

export const expiresText = (key: Pick<ApiKeyView, 'expiresAt' | 'expired'>) => {
  if (key.expiresAt === null) return translate(apiKeysMessages, 'never');
  return key.expired
    ? translate(apiKeysMessages, 'expiredOn', { date: dateText(key.expiresAt, 'viewer') })
    : dateText(key.expiresAt, 'viewer');
};

export const lastUsedText = (key: Pick<ApiKeyView, 'lastUsedAt' | 'lastUsedAddress'>) => {
  if (key.lastUsedAt === null) return translate(apiKeysMessages, 'neverUsed');
  const at = dateTimeText(key.lastUsedAt, 'viewer');
  return key.lastUsedAddress ? translate(apiKeysMessages, 'usedFrom', { at, address: key.lastUsedAddress }) : at;
};

/** The expiry choices of the create dialog, days (null: never), with their labels' keys. */
export const EXPIRY_CHOICES = [
  { value: '30', key: 'days30' },
  { value: '90', key: 'days90' },
  { value: '365', key: 'days365' },
  { value: 'never', key: 'never' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

export const expiryDays = (choice: ExpiryChoice): number | null => (choice === 'never' ? null : Number(choice));

/** What the chosen expiry means, as a sentence under the choice. */
export function expiryNote(choice: ExpiryChoice, now = Date.now()): string {
  const days = expiryDays(choice);
  if (days === null) return translate(apiKeysMessages, 'worksUntilRevoked');
  return translate(apiKeysMessages, 'stopsWorkingOn', { date: dateText(now + days * 86_400_000, 'viewer') });
}
