import type { Generated } from 'kysely';

/** Table types for Kysely. Timestamps are ISO-8601 UTC strings on both engines. */
export interface OrganisationTable {
  id: string;
  name: string;
  type: string;
  status: string;
  parent_id: string | null;
  /** Ids from the root down to this organisation, joined by '/': subtree checks are a prefix match. */
  path: string;
  hq_address: string | null;
  business_email: string | null;
  phone: string | null;
  image: string | null;
  invited_by: string | null;
  invited_to_email: string | null;
  created_at: string;
}

export interface FarmTable {
  id: string;
  name: string;
  business_id: string;
  physical_address: string;
  mailing_address: string | null;
  latitude: number;
  longitude: number;
  time_zone: string;
  image: string | null;
  created_by: string | null;
  created_at: string;
}

export interface UserTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  name: string;
  phone: string | null;
  address: string | null;
  profile_image: string | null;
  role: string;
  organisation_id: string | null;
  farm_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface PreferenceTable {
  user_id: string;
  data: string;
  updated_at: string;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  blocked_until: string | null;
}

export interface Database {
  organisations: OrganisationTable;
  farms: FarmTable;
  users: UserTable;
  sessions: SessionTable;
  preferences: PreferenceTable;
  auth_throttle: AuthThrottleTable;
}

// Kept for later tables with database-generated keys.
export type Serial = Generated<number>;
