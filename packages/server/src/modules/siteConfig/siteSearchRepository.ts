import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { likeContaining, nameContainsIgnoringSpaces } from '../../db/textSearch';

export interface SiteSearch {
  /** Lower-case text found in the name or the site ID. */
  name?: string;
  status?: string;
  farmIds?: string[];
}

/** Candidates read before the policy filters them: enough for a picker, bounded for a large fleet. */
const CANDIDATES = 5_000;

/** Sites by name or site ID across farms, with where each sits for the policy (never extracted ones). */
export class SiteSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async candidates(search: SiteSearch): Promise<{ id: string; name: string; plan: string; path: string; farm_id: string }[]> {
    let query = this.db
      .selectFrom('sites')
      .innerJoin('farms', 'farms.id', 'sites.farm_id')
      .innerJoin('organisations', 'organisations.id', 'farms.business_id')
      .select(['sites.id', 'sites.name', 'sites.plan', 'organisations.path', 'farms.id as farm_id'])
      .where('sites.extracted', '=', 0);
    if (search.status) query = query.where('sites.status', '=', search.status);
    if (search.farmIds) query = query.where('sites.farm_id', 'in', search.farmIds.length > 0 ? search.farmIds : ['']);
    const text = search.name;
    if (text) {
      query = query.where((eb) =>
        eb.or([nameContainsIgnoringSpaces('sites.name', text), sql<boolean>`sites.site_id like ${likeContaining(text)} escape '!'`]),
      );
    }
    return query.orderBy('sites.name').limit(CANDIDATES).execute();
  }
}
