import {
  can,
  isReadOnlySensorApi,
  sensorApiProviderOf,
  type Action,
  type Actor,
  type SensorApiCard,
  type SentekDetailsBody,
} from '@tilth/domain';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { isoNow } from '../../lib/time';
import type { SiteRecord, SiteRepository } from '../sites/siteRepository';
import { scopeFromPath } from '../users/organisationScope';
import type { SecretSeal } from './secretSeal';
import { sensorApiCard } from './sensorApiPresenter';
import { parseSentek, type SensorApiRepository, type StoredSentek } from './sensorApiRepository';
import { text } from '../../lib/i18n/catalog';
import { sensorApiText } from './messages';

/** The third-party sensor API card (spec 002 §2.2 row 3): read it, and save Sentek credentials. */
export class SensorApiService {
  constructor(
    private readonly sites: SiteRepository,
    private readonly credentials: SensorApiRepository,
    private readonly seal: SecretSeal,
  ) {}

  /** A site the actor cannot read reads as not found; one they read but may not act on is forbidden. */
  private async site(actor: Actor, key: string, action: Action): Promise<{ site: SiteRecord; mayEdit: boolean }> {
    const site = await this.sites.findByAnyId(key);
    const found = site ? await this.sites.scopeOf(site.id) : undefined;
    const scope = found && scopeFromPath(found.path, found.farm_id);
    if (!site || !scope || !can(actor, 'site:read', scope)) throw notFound(text(sensorApiText, 'siteNotFound'));
    if (!can(actor, action, scope)) throw forbidden();
    return { site, mayEdit: can(actor, 'site:editSensorApi', scope) };
  }

  private answer(site: SiteRecord, mayEdit: boolean, row: Awaited<ReturnType<SensorApiRepository['find']>>): SensorApiCard {
    const editable = mayEdit && !isReadOnlySensorApi(sensorApiProviderOf(site.hardware_type));
    return sensorApiCard(site, row, this.seal, editable);
  }

  async card(actor: Actor, key: string): Promise<SensorApiCard> {
    const { site, mayEdit } = await this.site(actor, key, 'site:read');
    return this.answer(site, mayEdit, await this.credentials.find(site.id));
  }

  /**
   * Saves the IrriMAX Live credentials: the key sealed, never answered in clear. A new logger
   * restarts the import from the backfill window; a new key for the same logger carries on.
   */
  async updateSentek(actor: Actor, key: string, body: SentekDetailsBody, now = new Date()): Promise<SensorApiCard> {
    const { site, mayEdit } = await this.site(actor, key, 'site:editSensorApi');
    const provider = sensorApiProviderOf(site.hardware_type);
    if (isReadOnlySensorApi(provider)) {
      throw badRequest(text(sensorApiText, 'sitesSensorApiSet', { provider }), ['hardwareType']);
    }
    const existing = await this.credentials.find(site.id);
    const previous: StoredSentek | null = existing?.provider === 'sentek-api' ? parseSentek(existing) : null;
    const apiKeySealed = body.apiKey ? this.seal.seal(body.apiKey) : previous?.apiKeySealed;
    if (!apiKeySealed) throw badRequest(text(sensorApiText, 'apikeyApiKeyRequired'), ['apiKey']);
    const loggerId = body.loggerId ?? '';
    const restart = !previous || previous.loggerName !== body.loggerName || previous.loggerId !== loggerId;
    const data = JSON.stringify({ apiKeySealed, loggerName: body.loggerName, loggerId } satisfies StoredSentek);
    const changes = [
      ...(previous?.loggerName !== body.loggerName
        ? [
            {
              field: 'sentekLoggerName',
              friendlyName: 'Sentek logger name',
              oldValue: previous?.loggerName ?? null,
              newValue: body.loggerName,
            },
          ]
        : []),
      ...((previous?.loggerId ?? '') !== loggerId
        ? [{ field: 'sentekLoggerId', friendlyName: 'Sentek logger ID', oldValue: previous?.loggerId ?? null, newValue: loggerId }]
        : []),
      // The key itself never reaches the changelog: only that it was set.
      ...(body.apiKey
        ? [
            {
              field: 'sentekApiKey',
              friendlyName: 'Sentek API key',
              oldValue: previous ? 'set' : null,
              newValue: previous ? 'replaced' : 'set',
            },
          ]
        : []),
    ];
    await this.credentials.save(site.id, 'sentek-api', data, restart, isoNow(now), { userId: actor.userId, changes });
    return this.answer(site, mayEdit, await this.credentials.find(site.id));
  }
}
