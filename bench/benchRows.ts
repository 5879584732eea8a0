/** Helpers of the benchmarks that fill a throwaway database straight through Kysely. */
import type { OrganisationTable } from '@tilth/server/db/schema';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** An accepted organisation row (its path: ids from the root down, joined by '/'). */
export const organisationRow = (id: string, name: string, type: string, parent: string | null, path: string, createdAt: string) => ({
  id,
  name,
  // The benchmarks name the account levels as the domain does ('tilth', 'dealer'…).
  type: type as OrganisationTable['type'],
  status: 'INVITATION_ACCEPTED' as const,
  parent_id: parent,
  path,
  hq_address: 'x',
  business_email: 'b@bench.example',
  phone: '1',
  image: null,
  invited_by: null,
  invited_to_email: null,
  created_at: createdAt,
});
