import { API_KEY_SCOPE_LABELS, type ApiKeyView } from '@tilth/domain/apiKeys/schemas';
import { dateText, dateTimeText } from '../../ui/dateText';

/** How the card words a key's details (issue 32); account screens write dates the viewer's way. */

export const scopeText = (key: Pick<ApiKeyView, 'scope'>) => API_KEY_SCOPE_LABELS[key.scope];

export const farmsText = (key: Pick<ApiKeyView, 'farms'>) =>
  key.farms.length === 0 ? 'All your farms' : key.farms.map((farm) => farm.name).join(', ');

export const expiresText = (key: Pick<ApiKeyView, 'expiresAt' | 'expired'>) => {
  if (key.expiresAt === null) return 'Never';
  return key.expired ? `Expired ${dateText(key.expiresAt, 'viewer')}` : dateText(key.expiresAt, 'viewer');
};

export const lastUsedText = (key: Pick<ApiKeyView, 'lastUsedAt' | 'lastUsedAddress'>) => {
  if (key.lastUsedAt === null) return 'Never used';
  const at = dateTimeText(key.lastUsedAt, 'viewer');
  return key.lastUsedAddress ? `${at} from ${key.lastUsedAddress}` : at;
};

/** The expiry choices of the create dialog, days (null: never). */
export const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'never', label: 'Never' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

export const expiryDays = (choice: ExpiryChoice): number | null => (choice === 'never' ? null : Number(choice));

/** What the chosen expiry means, as a sentence under the choice. */
export function expiryNote(choice: ExpiryChoice, now = Date.now()): string {
  const days = expiryDays(choice);
  if (days === null) return 'The key works until you revoke it.';
  return `The key stops working on ${dateText(now + days * 86_400_000, 'viewer')}.`;
}
