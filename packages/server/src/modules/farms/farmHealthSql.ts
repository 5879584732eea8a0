import { sql, type RawBuilder } from 'kysely';
import { reportingCutoffs, type SiteHealth } from '@tilth/domain';

/**
 * The health of a site (domain siteHealth) as SQL over `s` (sites) and `d` (its probe), so the
 * database can filter farms by status without loading their sites: a reporting site by its stored
 * moisture level (s.health_level, domain HEALTH_BY_LEVEL), else by the age of its newest reading.
 * Reading times are whole epoch seconds; reportingCutoffs turns the domain's age rule into exact
 * second boundaries.
 */
export function siteHealthSql(now: number): RawBuilder<SiteHealth> {
  const cutoff = reportingCutoffs(now);
  return sql<SiteHealth>`case
    when s.extracted <> 0 then 'EXTRACTED'
    when s.status <> 'ACTIVE' then 'PENDING'
    when d.last_reading_at is null or d.last_reading_at < ${cutoff.LOW} then 'NOT_CONNECTED'
    when s.health_level = 'LOW' then 'LOW'
    when s.health_level = 'MED' then 'MED'
    when s.health_level in ('FAIR', 'GOOD', 'HIGH') then 'FAIR'
    when d.last_reading_at >= ${cutoff.FAIR} then 'FAIR'
    when d.last_reading_at >= ${cutoff.MED} then 'MED'
    when d.last_reading_at >= ${cutoff.LOW} then 'LOW'
    else 'NOT_CONNECTED' end`;
}
