import type { Kysely } from 'kysely';
import type { Database } from '@tilth/server/db/schema';
import { newObjectId } from '@tilth/server/lib/ids';
import { chunks, organisationRow } from './benchRows';

/**
 * The benchmarks' dealer tree, written straight through Kysely: the provider, one distributor, one
 * dealer with `businesses` businesses, its admin (the user the benchmark signs in as) and `farms`
 * farms spread over the businesses and around the High Plains. Answers the admin's id and the farms.
 */
export async function dealerTree(db: Kysely<Database>, counts: { businesses: number; farms: number }, now: string) {
  const org = (id: string, name: string, type: string, parent: string | null, path: string) =>
    organisationRow(id, name, type, parent, path, now);
  const root = newObjectId();
  const dist = newObjectId();
  const dealer = newObjectId();
  const businesses = Array.from({ length: counts.businesses }, (_, i) => org(newObjectId(), `Bench Business ${i}`, 'business', dealer, ''));
  for (const b of businesses) b.path = `${root}/${dist}/${dealer}/${b.id}`;
  await db
    .insertInto('organisations')
    .values([
      org(root, 'Tilth', 'tilth', null, root),
      org(dist, 'Bench Distribution', 'distributor', root, `${root}/${dist}`),
      org(dealer, 'Bench Dealer', 'dealer', dist, `${root}/${dist}/${dealer}`),
      ...businesses,
    ])
    .execute();
  const userId = newObjectId();
  await db
    .insertInto('users')
    .values({
      id: userId,
      username: 'bench.dealer',
      email: 'bench.dealer@bench.example',
      password_hash: 'x',
      name: 'Bench Dealer Admin',
      phone: null,
      address: null,
      profile_image: null,
      role: 'dealer_admin',
      organisation_id: dealer,
      farm_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const farms = Array.from({ length: counts.farms }, (_, i) => ({
    id: newObjectId(),
    name: `Farm ${String(i).padStart(3, '0')}`,
    business_id: businesses[i % counts.businesses]!.id,
    physical_address: `${i} County Rd, Plainview, TX 79072`,
    mailing_address: null,
    latitude: 30 + (i % 100) / 10,
    longitude: -100 - (i % 50) / 10,
    time_zone: 'America/Chicago',
    image: null,
    created_by: userId,
    created_at: now,
  }));
  for (const part of chunks(farms, 200)) await db.insertInto('farms').values(part).execute();
  return { userId, farms };
}
