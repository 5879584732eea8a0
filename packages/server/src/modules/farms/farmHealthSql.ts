import { sql, type RawBuilder } from 'kysely';
import { CROP_IDS, growingPlantingDates, PLANT_TYPE_WORDS, reportingCutoffs, seasonDayOf, type SiteHealth } from '@tilth/domain';

/**
 * The domain's season rule (isOutsideSeason) over `s` (sites): 1 when the site's plant type names a
 * crop (domain PLANT_TYPE_WORDS, first match wins, as cropIdFromPlantType) and its planting date
 * lies outside the dates that crop grows from on the rule's day (domain growingPlantingDates),
 * else 0. Plant types and their words are lower-case ASCII, so lower() reads them as the domain does.
 */
function outsideSeasonSql(now: number): RawBuilder<number> {
  const day = seasonDayOf(now);
  const windows = new Map(CROP_IDS.map((crop) => [crop, growingPlantingDates(crop, day)]));
  const cases = PLANT_TYPE_WORDS.map(({ crop, anyOf }) => {
    const matches = anyOf.map((words) =>
      sql.join(
        words.map((w) => sql`lower(s.crop) like ${`%${w}%`}`),
        sql` and `,
      ),
    );
    const { from, to } = windows.get(crop)!;
    return sql`when (${sql.join(matches, sql` or `)}) then (case when s.planting_date between ${from} and ${to} then 0 else 1 end)`;
  });
  // A planting date that is not a YYYY-MM-DD places no season (the domain answers 'unknown').
  return sql<number>`(case when s.planting_date is null or s.planting_date not like '____-__-__' then 0 ${sql.join(cases, sql` `)} else 0 end)`;
}

/**
 * The health of a site (domain siteHealth) as SQL over `s` (sites) and `d` (its probe), so the
 * database can filter farms by status without loading their sites: a reporting site outside its
 * crop's season has no issues, one in season counts by its stored moisture level (s.health_level,
 * domain HEALTH_BY_LEVEL), else by the age of its newest reading. Reading times are whole epoch
 * seconds; reportingCutoffs turns the domain's age rule into exact second boundaries.
 */
export function siteHealthSql(now: number): RawBuilder<SiteHealth> {
  const cutoff = reportingCutoffs(now);
  return sql<SiteHealth>`case
    when s.extracted <> 0 then 'EXTRACTED'
    when s.status <> 'ACTIVE' then 'PENDING'
    when d.last_reading_at is null or d.last_reading_at < ${cutoff.LOW} then 'NOT_CONNECTED'
    when ${outsideSeasonSql(now)} = 1 then 'FAIR'
    when s.health_level = 'LOW' then 'LOW'
    when s.health_level = 'MED' then 'MED'
    when s.health_level in ('FAIR', 'GOOD', 'HIGH') then 'FAIR'
    when d.last_reading_at >= ${cutoff.FAIR} then 'FAIR'
    when d.last_reading_at >= ${cutoff.MED} then 'MED'
    when d.last_reading_at >= ${cutoff.LOW} then 'LOW'
    else 'NOT_CONNECTED' end`;
}
