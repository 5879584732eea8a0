import type { Kysely, Selectable } from 'kysely';
import type { Language } from '@tilth/domain/preferences/language';
import type { Database, FieldReportRecipientTable } from '../../db/schema';
import { languageOfEmail } from '../../lib/i18n/userLanguage';

export type RecipientRow = Selectable<FieldReportRecipientTable>;
export interface RecipientFarm {
  recipient_id: string;
  farm_id: string;
  name: string;
  time_zone: string;
}

/** Which recipients a caller's list holds: owned inside an organisation subtree, or by one farm. */
export type RecipientScope = { rootPath: string } | { farmId: string };

export class RecipientRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The language of the user with this address, which their report is written in (issue 34); English without one. */
  languageOf(email: string): Promise<Language> {
    return languageOfEmail(this.db, email);
  }

  async list(scope: RecipientScope): Promise<RecipientRow[]> {
    let query = this.db.selectFrom('field_report_recipients').selectAll();
    query =
      'farmId' in scope
        ? query.where('owner_farm_id', '=', scope.farmId)
        : query.where((eb) => eb.or([eb('owner_path', '=', scope.rootPath), eb('owner_path', 'like', `${scope.rootPath}/%`)]));
    return query.orderBy('created_at', 'desc').orderBy('id').execute();
  }

  async findById(id: string): Promise<RecipientRow | undefined> {
    return this.db.selectFrom('field_report_recipients').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async farmsOf(recipientIds: string[]): Promise<RecipientFarm[]> {
    if (recipientIds.length === 0) return [];
    return this.db
      .selectFrom('field_report_recipient_farms as rf')
      .innerJoin('farms', 'farms.id', 'rf.farm_id')
      .select(['rf.recipient_id', 'rf.farm_id', 'farms.name', 'farms.time_zone'])
      .where('rf.recipient_id', 'in', recipientIds)
      .orderBy('farms.name')
      .execute();
  }

  async emailTaken(ownerKey: string, email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('field_report_recipients')
      .select('id')
      .where('owner_key', '=', ownerKey)
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: FieldReportRecipientTable, farmIds: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('field_report_recipients').values(row).execute();
      await trx
        .insertInto('field_report_recipient_farms')
        .values(farmIds.map((farm_id) => ({ recipient_id: row.id, farm_id })))
        .execute();
    });
  }

  async replaceFarms(id: string, farmIds: string[], fields: Pick<FieldReportRecipientTable, 'updated_at' | 'next_send_at'>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('field_report_recipient_farms').where('recipient_id', '=', id).execute();
      await trx
        .insertInto('field_report_recipient_farms')
        .values(farmIds.map((farm_id) => ({ recipient_id: id, farm_id })))
        .execute();
      await trx.updateTable('field_report_recipients').set(fields).where('id', '=', id).execute();
    });
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('field_report_recipients').where('id', '=', id).execute();
  }

  /** Recipients whose scheduled report is due, oldest first. */
  async due(nowIso: string, limit: number): Promise<RecipientRow[]> {
    return this.db
      .selectFrom('field_report_recipients')
      .selectAll()
      .where('next_send_at', 'is not', null)
      .where('next_send_at', '<=', nowIso)
      .orderBy('next_send_at')
      .limit(limit)
      .execute();
  }

  async markSent(id: string, sentAt: string, nextSendAt: string | null): Promise<void> {
    await this.db
      .updateTable('field_report_recipients')
      .set({ last_sent_at: sentAt, next_send_at: nextSendAt })
      .where('id', '=', id)
      .execute();
  }

  async reschedule(id: string, nextSendAt: string | null): Promise<void> {
    await this.db.updateTable('field_report_recipients').set({ next_send_at: nextSendAt }).where('id', '=', id).execute();
  }
}
