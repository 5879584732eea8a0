import type { Db } from './db/database';
import { SessionRepository } from './modules/auth/sessionRepository';
import { ThrottleRepository } from './modules/auth/throttleRepository';
import { DisconnectionRepository } from './modules/connectivity/disconnectionRepository';
import { FarmSettingsRepository } from './modules/farmSettings/farmSettingsRepository';
import { FarmRepository } from './modules/farms/farmRepository';
import { SiteChangeRepository } from './modules/siteConfig/siteChangeRepository';
import { RecipientRepository } from './modules/fieldReport/recipientRepository';
import { FileRepository } from './modules/files/fileRepository';
import { InvitationRepository } from './modules/invitations/invitationRepository';
import { MemberRepository } from './modules/users/memberRepository';
import { ManualReadingRepository } from './modules/manualReadings/manualReadingRepository';
import { NotePhotoRepository } from './modules/siteGraph/notePhotoRepository';
import { NoteRepository } from './modules/siteGraph/noteRepository';
import { InstallationNoteRepository } from './modules/siteConfig/installationNoteRepository';
import { AlertPreferenceRepository } from './modules/notifications/alertPreferenceRepository';
import { AlertRepository } from './modules/notifications/alertRepository';
import { NotificationRepository } from './modules/notifications/notificationRepository';
import { OrganisationRepository } from './modules/organisations/organisationRepository';
import { OutboxRepository } from './modules/outbox/outboxRepository';
import { PlanAuditRepository } from './modules/subscriptions/planAuditRepository';
import { PreferenceRepository } from './modules/preferences/preferenceRepository';
import { SensorApiRepository } from './modules/sensorApi/sensorApiRepository';
import { ShopRepository } from './modules/shop/shopRepository';
import { SignupRepository } from './modules/signup/signupRepository';
import { SubscriptionRepository } from './modules/subscriptions/subscriptionRepository';
import { ExclusionRepository } from './modules/sites/exclusionRepository';
import { ManualRepository } from './modules/siteGraph/manualRepository';
import { SiteRepository } from './modules/sites/siteRepository';
import { DeviceRepository } from './modules/telemetry/deviceRepository';
import { ReadingStore } from './modules/telemetry/readingStore';
import { StationRepository } from './modules/telemetry/stationRepository';
import { TemplateRepository } from './modules/templates/templateRepository';
import { DerivedValueRepository } from './modules/dailyValues/derivedValueRepository';
import { ThresholdRepository } from './modules/thresholds/thresholdRepository';
import { UserRepository } from './modules/users/userRepository';

export type Repositories = ReturnType<typeof createRepositories>;

/** Every repository over one database, built once: all SQL of the server lives behind these. */
export function createRepositories(database: Db) {
  const { db } = database;
  const invitations = new InvitationRepository(db);
  return {
    database,
    users: new UserRepository(db),
    sessions: new SessionRepository(db),
    throttle: new ThrottleRepository(db),
    organisations: new OrganisationRepository(db),
    members: new MemberRepository(db),
    invitations,
    signups: new SignupRepository(db, invitations),
    preferences: new PreferenceRepository(db),
    files: new FileRepository(db),
    outbox: new OutboxRepository(db),
    farms: new FarmRepository(db),
    farmSettings: new FarmSettingsRepository(db),
    recipients: new RecipientRepository(db),
    sites: new SiteRepository(db),
    siteChanges: new SiteChangeRepository(db),
    devices: new DeviceRepository(db),
    stations: new StationRepository(db),
    readings: new ReadingStore(database),
    exclusions: new ExclusionRepository(db),
    manualRecords: new ManualRepository(db),
    notes: new NoteRepository(db),
    notePhotos: new NotePhotoRepository(db),
    manualReadings: new ManualReadingRepository(db),
    installationNotes: new InstallationNoteRepository(db),
    thresholds: new ThresholdRepository(db, database.engine),
    derivedValues: new DerivedValueRepository(db, database.engine),
    templates: new TemplateRepository(db),
    disconnections: new DisconnectionRepository(db),
    alerts: new AlertRepository(db),
    notifications: new NotificationRepository(db),
    alertPreferences: new AlertPreferenceRepository(db),
    subscriptions: new SubscriptionRepository(db),
    planAudit: new PlanAuditRepository(db),
    sensorApi: new SensorApiRepository(db),
    shop: new ShopRepository(db),
  };
}
