import type { Generated } from 'kysely';
import type { OrganisationStatus } from '@tilth/domain/accounts/organisations';
import type { OrganisationType, RoleName } from '@tilth/domain/accounts/roles';
import type { RecomputeMode, RecomputeStatus } from '@tilth/domain/dailyValues/recompute';
import type { FaultChannel, FaultKind } from '@tilth/domain/fleet/detectors';
import type { ExportJobStatus } from '@tilth/domain/export/schemas';
import type { AlertEvent, AlertKind } from '@tilth/domain/notifications/kinds';
import type { SharingOption } from '@tilth/domain/templates/schemas';

/** Table types for Kysely. Timestamps are ISO-8601 UTC strings on both engines. */
export interface OrganisationTable {
  id: string;
  name: string;
  type: OrganisationType;
  status: OrganisationStatus;
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
  role: RoleName;
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
  /** The browser's User-Agent (cut to 300 characters) and the client address, as last seen. */
  user_agent: string | null;
  address: string | null;
  /** 1 when the session was opened with a second factor (issue 36). */
  second_factor: Generated<number>;
}

/** Mailed single-use links (issue 36): 'password_reset', 'email_change' (with the new e-mail). */
export interface AccountLinkTable {
  id: string;
  kind: string;
  user_id: string;
  email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A user's authenticator secret, sealed (AES-256-GCM); enabled_at null while being set up. */
export interface TwoFactorTable {
  user_id: string;
  secret_sealed: string;
  created_at: string;
  enabled_at: string | null;
  /** The newest TOTP time step accepted, so a code works once. */
  last_step: Generated<number>;
}

export interface RecoveryCodeTable {
  user_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface AccountSecuritySettingsTable {
  organisation_id: string;
  require_admin_two_factor: number;
  updated_at: string;
}

/** Webhooks (issue 32): an account's receiver of alert events (migration 0018). */
export interface WebhookTable {
  id: string;
  organisation_id: string;
  url: string;
  /** JSON array of alert kinds. */
  kinds: string;
  /** The signing secret, sealed with the server's webhook key (AES-256-GCM). */
  secret_sealed: string;
  /** The secret's last four characters. */
  secret_hint: string;
  enabled: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One event for one webhook: the exact body, its status and the last attempt's outcome. */
export interface WebhookDeliveryTable {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: 'alert.opened' | 'alert.closed' | 'test';
  summary: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
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

export interface SiteTable {
  id: string;
  site_id: string;
  farm_id: string;
  name: string;
  status: string;
  latitude: number;
  longitude: number;
  plan: string;
  crop: string | null;
  planting_date: string | null;
  soil_type: string | null;
  irrigation_type: string | null;
  install_by_date: string | null;
  hardware_type: string;
  /** JSON: the site settings of the documented graph-data answer (thresholds, depths, …). */
  settings: string;
  extracted: number;
  /** The crop template applied (spec 001 §3 cropTemplate); null: the site's own thresholds. */
  crop_template_id: string | null;
  /** Moisture level (LOW, MED, FAIR, GOOD, HIGH) of the newest derived day, for farm health; null before any. */
  health_level: string | null;
  health_level_day: string | null;
  created_at: string;
  updated_at: string;
}

export interface BaseStationTable {
  id: string;
  device_id: string;
  site_id: string | null;
  key_hash: string | null;
  key_prefix: string | null;
  key_created_at: string | null;
  last_seen_at: string | null;
  created_at: string;
}

export interface DeviceTable {
  num: Generated<number>;
  id: string;
  device_id: string;
  /** 'probe' (multi-depth logger) or 'local' (single local sensor). */
  kind: string;
  base_station_id: string | null;
  site_id: string | null;
  hardware_type: string;
  /** JSON array of sensor depths in inches, top first. */
  depths: string;
  first_reading_at: number | null;
  last_reading_at: number | null;
  created_at: string;
}

export interface ReadingDayTable {
  device_num: number;
  /** UTC day number: epoch seconds div 86400. */
  day: number;
  count: number;
  /** Every reading of the day, packed column-wise (modules/telemetry/dayChunkFormat.md). */
  data: Uint8Array;
  updated_at: number;
  /** The chunk format of `data` (1 or 2, as its first byte says): the compaction job rewrites 1s. */
  format: Generated<number>;
}

export interface DisconnectionTable {
  id: string;
  site_id: string;
  device_id: string;
  started_at: string;
  ended_at: string | null;
  notified_at: string | null;
  /** JSON array of the e-mail addresses told about this outage. */
  notified_to: string | null;
}

/** API keys (issue 32, migration 0017): only the key's SHA-256 is kept. */
export interface ApiKeyTable {
  id: string;
  user_id: string;
  name: string;
  /** `tk_` and the key's next four characters, to tell keys apart. */
  prefix: string;
  token_hash: string;
  read_only: number;
  /** JSON array of farm ids the key is limited to; null: every farm its creator sees. */
  farm_ids: string | null;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  last_used_address: string | null;
}

export interface JobTable {
  name: string;
  next_run_at: string;
  last_run_at: string | null;
  last_error: string | null;
  /** Lease: the instance running the job and until when; another may take over after it. */
  locked_by: string | null;
  locked_until: string | null;
}

export interface DemoSimulationTable {
  site_id: string;
  /** JSON SiteSimConfig of @tilth/simulator. */
  config: string;
}

export interface Database {
  demo_simulations: DemoSimulationTable;
  jobs: JobTable;
  sites: SiteTable;
  base_stations: BaseStationTable;
  devices: DeviceTable;
  reading_days: ReadingDayTable;
  disconnections: DisconnectionTable;
  organisations: OrganisationTable;
  farms: FarmTable;
  users: UserTable;
  sessions: SessionTable;
  api_keys: ApiKeyTable;
  account_links: AccountLinkTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodeTable;
  account_security_settings: AccountSecuritySettingsTable;
  webhooks: WebhookTable;
  webhook_deliveries: WebhookDeliveryTable;
  preferences: PreferenceTable;
  auth_throttle: AuthThrottleTable;
  invitations: InvitationTable;
  outbox: OutboxTable;
  server_secrets: ServerSecretTable;
  files: FileTable;
  shopping_settings: ShoppingSettingsTable;
  field_report_recipients: FieldReportRecipientTable;
  field_report_recipient_farms: FieldReportRecipientFarmTable;
  site_notes: SiteNoteTable;
  note_photos: NotePhotoTable;
  manual_readings: ManualReadingTable;
  water_percolation_manual: WaterPercolationManualTable;
  root_activity_manual: RootActivityManualTable;
  graph_data_exclusions: GraphDataExclusionTable;
  crop_templates: CropTemplateTable;
  crop_template_members: CropTemplateMemberTable;
  site_daily_values: SiteDailyValueTable;
  site_irrigations: SiteIrrigationTable;
  device_health: DeviceHealthTable;
  device_health_days: DeviceHealthDayTable;
  device_faults: DeviceFaultTable;
  site_recompute_jobs: SiteRecomputeJobTable;
  alert_episodes: AlertEpisodeTable;
  site_battery: SiteBatteryTable;
  notifications: NotificationTable;
  alert_preferences: AlertPreferenceTable;
  push_subscriptions: PushSubscriptionTable;
  alert_phones: AlertPhoneTable;
  text_messages: TextMessageTable;
  site_plan_changes: SitePlanChangeTable;
  plan_audit: PlanAuditTable;
  site_changelog: SiteChangelogTable;
  installation_notes: InstallationNoteTable;
  site_api_credentials: SiteApiCredentialTable;
  payment_customers: PaymentCustomerTable;
  shop_subscriptions: ShopSubscriptionTable;
  shop_subscription_sites: ShopSubscriptionSiteTable;
  payment_webhook_events: PaymentWebhookEventTable;
  local_pay_tokens: LocalPayTokenTable;
  local_pay_customers: LocalPayCustomerTable;
  local_pay_cards: LocalPayCardTable;
  local_pay_subscriptions: LocalPaySubscriptionTable;
  local_pay_subscription_items: LocalPaySubscriptionItemTable;
  local_pay_invoices: LocalPayInvoiceTable;
  export_jobs: ExportJobTable;
  export_schedules: ExportScheduleTable;
}

// Kept for later tables with database-generated keys.
export type Serial = Generated<number>;

export interface InvitationTable {
  id: string;
  email: string;
  role: RoleName;
  organisation_id: string;
  farm_id: string | null;
  /** The username proposed when the account was created (POST /org); null for member invitations. */
  username: string | null;
  invited_to_name: string | null;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: string;
}

export interface FileTable {
  id: string;
  /** Stored file name under ${DATA_DIR}/uploads, served at /uploads/<name>. */
  name: string;
  content_type: string;
  size: number;
  uploaded_by: string | null;
  parent_id: string | null;
  type: string | null;
  created_at: string;
}

export interface ShoppingSettingsTable {
  organisation_id: string;
  data: string;
  updated_at: string;
}

export interface FieldReportRecipientTable {
  id: string;
  email: string;
  /** The owning organisation's id, or the farm's when a farm-level user added the recipient. */
  owner_key: string;
  /** Materialised path of the owning organisation (for farm-level owners, their business). */
  owner_path: string;
  owner_farm_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  last_sent_at: string | null;
  /** When the scheduled report is next due; null when scheduling is off. */
  next_send_at: string | null;
}

export interface FieldReportRecipientFarmTable {
  recipient_id: string;
  farm_id: string;
}

export interface SiteNoteTable {
  id: string;
  site_id: string;
  /** When the note applies, ISO 8601 UTC. */
  timestamp: string;
  note: string;
  /** The author's user id; no foreign key, so a note outlives its author's account. */
  created_by: string | null;
  created_at: string;
  /** The UUID the app sent with it (offline queue; migration 0021), unique; null without one. */
  client_id: string | null;
}

/** A photo on a graph note (issue 37); the bytes are DATA_DIR/uploads/note-photos/<file_name>. */
export interface NotePhotoTable {
  id: string;
  note_id: string;
  file_name: string;
  content_type: string;
  bytes: number;
  client_id: string | null;
  created_by: string | null;
  created_at: string;
}

/** A grower's hand-probe moisture (% VWC at depth_cm) or rain-gauge (mm) reading (issue 37). */
export interface ManualReadingTable {
  id: string;
  site_id: string;
  /** Domain ManualReadingKind. */
  kind: 'moisture' | 'rain';
  /** ISO 8601 UTC. */
  taken_at: string;
  value: number;
  depth_cm: number | null;
  note: string;
  client_id: string | null;
  created_by: string | null;
  created_at: string;
}

/** The grower's water-percolation depth for a local date (spec 001 §2.8, WP manual). */
export interface WaterPercolationManualTable {
  site_id: string;
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  depth_in: number;
  updated_by: string | null;
  updated_at: string;
}

/** The grower's first day of root activity at one sensor (spec 001 §2.8, RA manual). */
export interface RootActivityManualTable {
  site_id: string;
  /** The sensor's index in the probe, 0 at the top. */
  sensor_index: number;
  date: string;
  updated_by: string | null;
  updated_at: string;
}

/** A time range whose readings the graphs no longer show (spec 001 §4 'Graph delete flow'). */
export interface GraphDataExclusionTable {
  id: string;
  site_id: string;
  /** Inclusive bounds, ISO 8601 UTC. */
  from_ts: string;
  to_ts: string;
  created_by: string | null;
  created_at: string;
}

/** A crop template (spec 001 §3); `template_data` is the JSON text of domain TemplateRow[]. */
export interface CropTemplateTable {
  id: string;
  name: string;
  crop_type: string;
  created_by: string;
  owner_organisation_id: string;
  sharing_option: SharingOption;
  template_data: string;
  created_at: string;
  updated_at: string;
}

/** A user a CUSTOM template is shared with. */
export interface CropTemplateMemberTable {
  template_id: string;
  user_id: string;
}

/** A site's derived values for one local day: available water and the bands in force. */
export interface SiteDailyValueTable {
  site_id: string;
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  /** Root-zone available water, % (0 = PWP, 100 = FC); null without readings that day. */
  aw_percent: number | null;
  rp: number;
  wl1: number;
  wl2: number;
  /** 'template' or 'thresholds': where the day's bands came from. */
  band_source: string;
  /** Root-zone available water and the zone's capacity (FC − PWP), inches; null without readings (or before migration 0013). */
  aw_in: number | null;
  taw_in: number | null;
  /** LOW, MED, FAIR, GOOD or HIGH; null without readings. */
  level: string | null;
  computed_at: string;
}

/** The last recompute asked for per site. */
export interface SiteRecomputeJobTable {
  site_id: string;
  mode: RecomputeMode;
  /** Never idle: that is the answer for a site without a row. */
  state: Exclude<RecomputeStatus['state'], 'idle'>;
  requested_by: string | null;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  days: number | null;
  message: string | null;
}

/** An alert episode open now on a site (one per site and kind; deleted when it clears). */
export interface AlertEpisodeTable {
  site_id: string;
  kind: AlertKind;
  opened_at: string;
  /** When it was last told (opened or repeated). */
  last_raised_at: string;
}

/** A site's newest battery percentage, as the alert job last read it. */
export interface SiteBatteryTable {
  site_id: string;
  percent: number | null;
  /** Epoch seconds of the probe's newest reading when read. */
  reading_at: number | null;
  checked_at: string;
}

/** One user's notification of one alert event. */
export interface NotificationTable {
  id: string;
  user_id: string;
  site_id: string;
  farm_id: string;
  kind: AlertKind;
  event: AlertEvent;
  title: string;
  created_at: string;
  read_at: string | null;
  /** 1: shown in the bell; 0: e-mail only. */
  in_app: number;
  /** none, pending (waiting for the mail pass) or sent. */
  mail_state: string;
  mailed_at: string | null;
  /** Issue 32: none, pending (waiting for the push pass) or sent (migration 0019; optional here: rows written before default to 'none'). */
  push_state?: string;
  pushed_at?: string | null;
  /** Issue 32: none, pending (waiting for the SMS pass) or sent. */
  sms_state?: string;
  texted_at?: string | null;
}

/** A browser's Web Push subscription: one per user and device (migration 0019). */
export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: string;
  last_sent_at: string | null;
}

/** A user's phone number for text-message alerts and its verification code (only the code's hash). */
export interface AlertPhoneTable {
  user_id: string;
  phone: string;
  verified_at: string | null;
  code_hash: string | null;
  code_expires_at: string | null;
  code_tries: number;
  /** JSON array of ISO times: the codes sent in the last hour. */
  codes_sent: string;
  updated_at: string;
}

/** A text message the built-in SMS provider kept instead of sending. */
export interface TextMessageTable {
  id: string;
  recipient: string;
  body: string;
  created_at: string;
}

/** A user's alert preferences: JSON of domain AlertPreferences. */
export interface AlertPreferenceTable {
  user_id: string;
  data: string;
  last_digest_at: string | null;
  /** When the weekly irrigation plan e-mail last went (migration 0013). */
  last_plan_at: string | null;
  updated_at: string;
  /** Issue 32: when the push and the SMS digests last went (migration 0019). */
  last_push_digest_at?: string | null;
  last_sms_digest_at?: string | null;
}

export interface SitePlanChangeTable {
  site_id: string;
  old_plan: string;
  new_plan: string;
  /** The farm-local day (YYYY-MM-DD) from which the new plan holds. */
  effective_day: string;
  requested_by: string;
  requested_at: string;
}

export interface PlanAuditTable {
  id: string;
  site_id: string;
  old_plan: string;
  current_plan: string;
  modified_by: string;
  modified_by_name: string;
  modified_at: string;
}

export interface SiteChangelogTable {
  id: string;
  site_id: string;
  field: string;
  friendly_name: string;
  old_value: string | null;
  new_value: string | null;
  user_id: string | null;
  user_name: string;
  created_at: string;
}

export interface InstallationNoteTable {
  id: string;
  site_id: string;
  text: string;
  image_file_id: string | null;
  user_id: string;
  created_at: string;
}

export interface SiteApiCredentialTable {
  site_id: string;
  provider: string;
  data: string;
  last_imported_at: number | null;
  last_error: string | null;
  last_polled_at: string | null;
  updated_at: string;
}

export interface PaymentCustomerTable {
  user_id: string;
  provider: string;
  customer_id: string;
  created_at: string;
}

export interface ShopSubscriptionTable {
  id: string;
  provider: string;
  user_id: string;
  customer_id: string;
  status: string;
  created_at: string;
  canceled_at: string | null;
}

export interface ShopSubscriptionSiteTable {
  id: string;
  subscription_id: string;
  item_id: string;
  plan_id: string;
  site_plan: string;
  site_id: string;
  user_id: string;
  added_at: string;
  removed_at: string | null;
}

export interface PaymentWebhookEventTable {
  id: string;
  provider: string;
  type: string;
  received_at: string;
}

export interface LocalPayTokenTable {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  outcome: string;
  created_at: string;
  used_at: string | null;
  /** The user who made the token: only they may use it (null for tokens made before 0011; refused). */
  user_id: string | null;
}

export interface LocalPayCustomerTable {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  address_line1: string | null;
  default_source: string | null;
  created_at: string;
  /** Tilth's user the customer is (Stripe's metadata.userId): a card added must be from their token. */
  user_id: string | null;
}

export interface LocalPayCardTable {
  id: string;
  customer_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  outcome: string;
  created_at: string;
}

export interface LocalPaySubscriptionTable {
  id: string;
  customer_id: string;
  status: string;
  coupon: string | null;
  created_at: string;
  canceled_at: string | null;
}

export interface LocalPaySubscriptionItemTable {
  id: string;
  subscription_id: string;
  plan_id: string;
  quantity: number;
  created_at: string;
}

export interface LocalPayInvoiceTable {
  id: string;
  number: string;
  customer_id: string;
  subscription_id: string | null;
  status: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  lines: string;
  created_at: string;
}

/** An irrigation a user logged or confirmed (the irrigation planner). */
export interface SiteIrrigationTable {
  id: string;
  site_id: string;
  /** Local calendar day, YYYY-MM-DD. */
  date: string;
  /** Gross depth the system put on, and the net depth reaching the roots, inches. */
  depth_in: number;
  net_in: number;
  hours: number | null;
  /** Domain IrrigationLog['source']: logged or detected. */
  source: 'logged' | 'detected';
  note: string;
  created_by: string | null;
  created_at: string;
  /** The UUID the app sent with it (offline queue; migration 0021), unique; null without one. */
  client_id: string | null;
}

/** A device's health now (issue 30): what the fleet screen pages and sorts by, kept by the fleet health job. */
export interface DeviceHealthTable {
  device_num: number;
  interval_seconds: number | null;
  /** % of expected readings received over 24 h, 7 days and 30 days. */
  completeness_24h: number | null;
  completeness_7d: number | null;
  completeness_30d: number | null;
  battery_percent: number | null;
  /** %/day over two weeks (negative: draining). */
  battery_per_day: number | null;
  battery_days_to_low: number | null;
  /** 1: low now or within two weeks at its slope (domain isBatteryLow). */
  battery_low: number;
  rssi_dbm: number | null;
  signal_bars: number | null;
  rssi_median_7d: number | null;
  per_percent: number | null;
  open_faults: number;
  /** JSON array of the open faults' short titles and kinds, for the table. */
  fault_titles: string;
  /** 1 when readings arrived since the last check (set by ingestion). */
  dirty: number;
  checked_at: string | null;
  /** When ingestion last stored readings for the device. */
  reported_at: string | null;
}

/** One UTC day of a device's health: the sparklines, the battery trend, the 7- and 30-day completeness. */
export interface DeviceHealthDayTable {
  device_num: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  readings: number;
  expected: number;
  battery_percent: number | null;
  /** Epoch seconds: the mean time of the day's battery readings (where the median sits on the trend line). */
  battery_at: number | null;
  rssi_median: number | null;
  per_percent: number | null;
}

/** A sensor fault of a device's depth (domain fleet detectors); open while cleared_at is null. */
export interface DeviceFaultTable {
  id: string;
  device_num: number;
  site_id: string;
  kind: FaultKind;
  channel: FaultChannel;
  depth_index: number;
  depth_in: number;
  opened_at: string;
  last_seen_at: string;
  cleared_at: string | null;
  /** JSON of the evidence (window, summary, points), epoch seconds. */
  evidence: string;
}

/** A background export (issue 32, migration 0020); request is the ExportRequest as JSON. */
export interface ExportJobTable {
  id: string;
  user_id: string;
  request: string;
  status: ExportJobStatus;
  sites_done: number;
  sites_total: number;
  file_name: string;
  file_path: string | null;
  size_bytes: number | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
}

/** A weekly e-mailed export (issue 32, migration 0020): the dialog's choices as JSON, for the last `days` days. */
export interface ExportScheduleTable {
  id: string;
  user_id: string;
  request: string;
  days: number;
  last_sent_at: string | null;
  created_at: string;
}
