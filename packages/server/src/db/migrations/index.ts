import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_accounts';
import * as m0002 from './0002_accounts_invitations';
import * as m0003 from './0003_telemetry';
import * as m0004 from './0004_farms';
import * as m0005 from './0005_notes';
import * as m0006 from './0006_site_graph';
import * as m0007 from './0007_templates_derived';
import * as m0008 from './0008_notifications';
import * as m0009 from './0009_plans_changelog';
import * as m0010 from './0010_shop';
import * as m0011 from './0011_local_token_makers';
import * as m0012 from './0012_canonical_crop_names';
import * as m0013 from './0013_irrigation_planner';
import * as m0014 from './0014_fleet_health';
import * as m0015 from './0015_account_security';
import * as m0016 from './0016_reading_day_storage';
import * as m0017 from './0017_api_keys';
import * as m0018 from './0018_webhooks';
import * as m0019 from './0019_alert_channels';
import * as m0020 from './0020_export_jobs';
import * as m0021 from './0021_field_writes';

/** Migrations in order; names sort as they apply. One set runs on SQLite and PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_accounts_invitations': m0002,
  '0003_telemetry': m0003,
  '0004_farms': m0004,
  '0005_notes': m0005,
  '0006_site_graph': m0006,
  '0007_templates_derived': m0007,
  '0008_notifications': m0008,
  '0009_plans_changelog': m0009,
  '0010_shop': m0010,
  '0011_local_token_makers': m0011,
  '0012_canonical_crop_names': m0012,
  '0013_irrigation_planner': m0013,
  '0014_fleet_health': m0014,
  '0015_account_security': m0015,
  '0016_reading_day_storage': m0016,
  '0017_api_keys': m0017,
  '0018_webhooks': m0018,
  '0019_alert_channels': m0019,
  '0020_export_jobs': m0020,
  '0021_field_writes': m0021,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
