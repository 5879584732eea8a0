import { maskSecret, sensorApiProviderOf, type SensorApiCard } from '@tilth/domain';
import { parseStored } from '../../db/storedJson';
import type { SecretSeal } from './secretSeal';
import { parseSentek, storedAgsenseSchema, type CredentialRow } from './sensorApiRepository';

/** A sealed secret as the card shows it: masked, or fully hidden when it no longer opens. */
function masked(seal: SecretSeal, sealed: string | null): string {
  if (!sealed) return '';
  const secret = seal.open(sealed);
  return secret === null ? '••••' : maskSecret(secret);
}

/** The sensor API card: never a secret in clear. */
export function sensorApiCard(
  site: { id: string; hardware_type: string },
  row: CredentialRow | undefined,
  seal: SecretSeal,
  editable: boolean,
): SensorApiCard {
  const sentek = row?.provider === 'sentek-api' ? parseSentek(row) : null;
  const agsense =
    row?.provider === 'agsense-api' ? parseStored(storedAgsenseSchema, row.data, `site_api_credentials.data (site ${row.site_id})`) : null;
  return {
    siteObjectId: site.id,
    hardwareType: site.hardware_type,
    provider: sensorApiProviderOf(site.hardware_type),
    editable,
    sentekData: sentek && {
      apiKey: masked(seal, sentek.apiKeySealed),
      apiKeySet: true,
      loggerName: sentek.loggerName,
      loggerId: sentek.loggerId,
    },
    agsenseData: agsense && {
      name: agsense.name,
      userName: agsense.userName,
      serial: agsense.serial,
      password: masked(seal, agsense.passwordSealed),
      passwordSet: agsense.passwordSealed !== null,
    },
    lastPolledAt: row?.last_polled_at ?? null,
    lastImportedAt: row?.last_imported_at == null ? null : new Date(row.last_imported_at).toISOString(),
    lastError: row?.last_error ?? null,
  };
}
