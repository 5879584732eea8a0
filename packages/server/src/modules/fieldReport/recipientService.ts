import {
  can,
  nextReportAt,
  reportZoneAt,
  type Actor,
  type Recipient,
  type RecipientBody,
  type RecipientUpdate,
  type ReportSchedule,
} from '@tilth/domain';
import { AppError, badRequest, notFound } from '../../http/errors';
import { newObjectId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { FarmService } from '../farms/farmService';
import { OrganisationRepository } from '../organisations/organisationRepository';
import { isFarmLevel } from '../organisations/viewpoint';
import { scopeFromPath } from '../users/organisationScope';
import { RecipientRepository, type RecipientFarm, type RecipientRow, type RecipientScope } from './recipientRepository';
import { text } from '../../lib/i18n/catalog';
import { fieldReportText } from './messages';

const recipientScope = (row: RecipientRow) => scopeFromPath(row.owner_path, row.owner_farm_id);

export function presentRecipient(row: RecipientRow, farms: RecipientFarm[], schedule: ReportSchedule): Recipient {
  const own = farms.filter((f) => f.recipient_id === row.id);
  const nextSendAt = row.next_send_at ? new Date(row.next_send_at) : null;
  return {
    objectId: row.id,
    email: row.email,
    farms: own.map((f) => f.farm_id),
    farmDetails: own.map((f) => ({ objectId: f.farm_id, name: f.name })),
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at,
    nextSendAt: row.next_send_at,
    timeZone: reportZoneAt(
      nextSendAt,
      own.map((f) => f.time_zone),
      schedule,
    ),
  };
}

/**
 * The Field Health Report recipient list (spec 000 §2.6). A recipient belongs to the organisation
 * (or, for farm-level users, the farm) of whoever added it, and is shared with everyone above.
 */
export class RecipientService {
  constructor(
    readonly repository: RecipientRepository,
    private readonly orgs: OrganisationRepository,
    private readonly farms: FarmService,
    private readonly schedule: ReportSchedule,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async owner(actor: Actor) {
    const org = actor.organisationId ? await this.orgs.findById(actor.organisationId) : undefined;
    if (!org) throw new AppError(403, 'Forbidden', text(fieldReportText, 'accountBelongsNoOrganisation'));
    if (isFarmLevel(actor)) {
      if (!actor.farmId) throw new AppError(403, 'Forbidden', text(fieldReportText, 'accountBelongsNoFarm'));
      return { key: actor.farmId, path: org.path, farmId: actor.farmId };
    }
    return { key: org.id, path: org.path, farmId: null };
  }

  private async listScope(actor: Actor): Promise<RecipientScope | null> {
    if (isFarmLevel(actor)) return actor.farmId ? { farmId: actor.farmId } : null;
    const org = actor.organisationId ? await this.orgs.findById(actor.organisationId) : undefined;
    return org ? { rootPath: org.path } : null;
  }

  /** Every farm must be one the caller sees; the 400 names the field. */
  private async checkFarms(actor: Actor, farmIds: string[]): Promise<void> {
    const unseen = await this.farms.unseen(actor, farmIds);
    if (unseen.length > 0)
      throw badRequest(text(fieldReportText, 'notFarmsYouSee', { farms: unseen.join(', '), count: unseen.length }), ['farms']);
  }

  async nextSendAt(farmIds: string[], after = this.clock()): Promise<string | null> {
    const zones = (await this.farms.repository.findWithPaths(farmIds)).map((f) => f.time_zone);
    return nextReportAt(after, zones, this.schedule)?.toISOString() ?? null;
  }

  async list(actor: Actor): Promise<Recipient[]> {
    const scope = await this.listScope(actor);
    if (!scope) return [];
    const rows = (await this.repository.list(scope)).filter((row) => can(actor, 'fieldReport:manage', recipientScope(row)));
    const farms = await this.repository.farmsOf(rows.map((r) => r.id));
    return rows.map((row) => presentRecipient(row, farms, this.schedule));
  }

  /** A recipient the actor may manage; anything else reads as not found. */
  async visible(actor: Actor, id: string): Promise<RecipientRow> {
    const row = await this.repository.findById(id);
    if (!row || !can(actor, 'fieldReport:manage', recipientScope(row))) throw notFound(text(fieldReportText, 'recipientNotFound'));
    return row;
  }

  async create(actor: Actor, body: RecipientBody): Promise<Recipient> {
    await this.checkFarms(actor, body.farms);
    const owner = await this.owner(actor);
    if (await this.repository.emailTaken(owner.key, body.email)) {
      throw new AppError(409, 'Conflict', text(fieldReportText, 'alreadyReceivesFarmHealth', { email: body.email }), ['email']);
    }
    const now = isoNow(this.clock());
    const row: RecipientRow = {
      id: newObjectId(),
      email: body.email,
      owner_key: owner.key,
      owner_path: owner.path,
      owner_farm_id: owner.farmId,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
      last_sent_at: null,
      next_send_at: await this.nextSendAt(body.farms),
    };
    await this.repository.insert(row, body.farms);
    return presentRecipient(row, await this.repository.farmsOf([row.id]), this.schedule);
  }

  async update(actor: Actor, id: string, body: RecipientUpdate): Promise<Recipient> {
    const row = await this.visible(actor, id);
    await this.checkFarms(actor, body.farms);
    await this.repository.replaceFarms(row.id, body.farms, {
      updated_at: isoNow(this.clock()),
      next_send_at: await this.nextSendAt(body.farms),
    });
    const updated = (await this.repository.findById(row.id))!;
    return presentRecipient(updated, await this.repository.farmsOf([row.id]), this.schedule);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const row = await this.visible(actor, id);
    await this.repository.delete(row.id);
  }
}
