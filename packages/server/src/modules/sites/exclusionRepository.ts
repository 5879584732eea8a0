import type { Kysely } from 'kysely';
import type { Database, GraphDataExclusionTable } from '../../db/schema';
import type { ExcludedRange } from './readingExclusions';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const seconds = (text: string) => Math.floor(Date.parse(text) / 1000);

/** Time ranges hidden from a site's graphs (DELETE /stem/graph-data). */
export class ExclusionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The site's ranges overlapping [from, to] (epoch seconds). */
  async overlapping(siteObjectId: string, from: number, to: number): Promise<ExcludedRange[]> {
    const rows = await this.db
      .selectFrom('graph_data_exclusions')
      .select(['from_ts', 'to_ts'])
      .where('site_id', '=', siteObjectId)
      .where('from_ts', '<=', iso(to))
      .where('to_ts', '>=', iso(from))
      .orderBy('from_ts')
      .execute();
    return rows.map((r) => ({ from: seconds(r.from_ts), to: seconds(r.to_ts) }));
  }

  async add(row: Omit<GraphDataExclusionTable, 'from_ts' | 'to_ts'> & { range: ExcludedRange }): Promise<void> {
    const { range, ...rest } = row;
    await this.db
      .insertInto('graph_data_exclusions')
      .values({ ...rest, from_ts: iso(range.from), to_ts: iso(range.to) })
      .execute();
  }
}
