import type { FastifyBaseLogger } from 'fastify';
import { CHANGELOG_FRIENDLY_NAMES } from '@tilth/domain';
import type { Config } from './config';
import type { Db } from './db/database';
import { createRepositories, type Repositories } from './repositories';
import { AuthService } from './modules/auth/authService';
import { createPasswordResets } from './modules/auth/createPasswordResets';
import { createTwoFactor } from './modules/auth/createTwoFactor';
import { SigninThrottle } from './modules/auth/throttle';
import { ConnectionService } from './modules/connectivity/connectionService';
import { DisconnectionService } from './modules/connectivity/disconnectionService';
import { ContactService } from './modules/contact/contactService';
import { createFarmSettingsModule } from './modules/farmSettings/createFarmSettingsModule';
import { createFarmsModule } from './modules/farms/createFarmsModule';
import { createFieldReportModule } from './modules/fieldReport/createFieldReportModule';
import { UploadService } from './modules/files/uploadService';
import { Geocoder } from './modules/geocoding/geocoder';
import { loadInvitationSecret } from './modules/invitations/invitationKeys';
import { InvitationService } from './modules/invitations/invitationService';
import { MemberInvitationService } from './modules/invitations/memberInvitationService';
import { createMailer } from './modules/mail/mailer';
import { MemberService } from './modules/members/memberService';
import { AlertEvaluator } from './modules/notifications/alertEvaluator';
import { AlertMailer } from './modules/notifications/alertMailer';
import { BatteryRefresh } from './modules/notifications/batteryRefresh';
import { NotificationService } from './modules/notifications/notificationService';
import { loadUnsubscribeSecret, UnsubscribeTokens } from './modules/notifications/unsubscribeTokens';
import { AccountCreationService } from './modules/accounts/accountCreationService';
import { SecuritySettingsService } from './modules/accounts/securitySettingsService';
import { OrganisationService } from './modules/accounts/organisationService';
import { Viewpoints } from './modules/organisations/viewpoint';
import { PreferenceService } from './modules/preferences/preferenceService';
import { IrrimaxClient } from './modules/sensorApi/irrimaxClient';
import { loadSealKey, SecretSeal } from './modules/sensorApi/secretSeal';
import { SensorApiService } from './modules/sensorApi/sensorApiService';
import { SentekPoller } from './modules/sensorApi/sentekPoller';
import { createPlannerModule } from './modules/planner/createPlannerModule';
import { createFleetModule } from './modules/fleet/createFleetModule';
import { createShopModule } from './modules/shop/createShopModule';
import { createPaymentProvider } from './modules/shop/payments/createPaymentProvider';
import { SignupService } from './modules/signup/signupService';
import { createSubscriptionsModule } from './modules/subscriptions/createSubscriptionsModule';
import { SiteHeaderService } from './modules/siteDetail/siteHeaderService';
import { ThumbnailService } from './modules/siteDetail/thumbnailService';
import { createSiteGraphModule, type SiteGraphModule } from './modules/siteGraph/createSiteGraphModule';
import { FarmOverviewService } from './modules/sites/farmOverviewService';
import { SiteVisibility } from './modules/sites/siteAccess';
import { SiteListService } from './modules/sites/siteListService';
import { SiteSummaryService } from './modules/sites/siteSummaryService';
import { TemplateBands } from './modules/sites/templateBands';
import { IngestionService } from './modules/telemetry/ingestionService';
import { StationAuthenticator } from './modules/telemetry/stationAuthenticator';
import { StationKeyService } from './modules/telemetry/stationKeyService';
import { createTemplatesModule } from './modules/templates/createTemplatesModule';
import { createDailyValuesModule } from './modules/dailyValues/createDailyValuesModule';
import { createSiteConfigModule } from './modules/siteConfig/createSiteConfigModule';
import { createThresholdsModule } from './modules/thresholds/createThresholdsModule';
import { createProfileModule } from './modules/profile/createProfileModule';
import { OpenMeteoProvider } from './modules/weather/openMeteoProvider';
import { SyntheticWeatherProvider } from './modules/weather/syntheticProvider';
import { WeatherService } from './modules/weather/weatherService';

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * The composition root: every provider and service of the server, built once over one database
 * and shared by the routes and the scheduled jobs (one mailer, one weather cache). Services get
 * their repositories and collaborators here; nothing else constructs them.
 */
export async function createServices(config: Config, database: Db, log: FastifyBaseLogger) {
  const repos: Repositories = createRepositories(database);
  const mailer = createMailer(config, repos.outbox, (error) => log.error({ err: error }, 'mail delivery failed'));
  const weather = new WeatherService(
    config.weatherProvider === 'synthetic' ? null : new OpenMeteoProvider(config.openMeteoUrl),
    new SyntheticWeatherProvider(),
  );
  const secret = await loadInvitationSecret(database.db, config.invitationSecret);
  const unsubscribeTokens = new UnsubscribeTokens(await loadUnsubscribeSecret(database.db));
  const secretSeal = new SecretSeal(await loadSealKey(database.db));

  const viewpoints = new Viewpoints(repos.users, repos.organisations);
  const twoFactor = await createTwoFactor(config, database.db);
  const auth = new AuthService(
    repos.users,
    repos.sessions,
    new SigninThrottle(repos.throttle, config.signinThrottle),
    config,
    twoFactor.service,
  );
  const farms = createFarmsModule({
    farms: repos.farms,
    organisations: repos.organisations,
    files: repos.files,
    viewpoints,
    faultsByFarm: (ids) => fleet.faultsByFarm(ids),
    mapTiles: config.mapTiles,
  });
  const siteVisibility = new SiteVisibility(repos.sites);
  const preferences = new PreferenceService(repos.preferences, farms.service, siteVisibility);
  const summaries = new SiteSummaryService(repos.readings, new TemplateBands(database.db));

  const invitations = new InvitationService(repos.invitations, repos.organisations, mailer, config, secret);
  const memberInvitations = new MemberInvitationService(invitations, repos.organisations, repos.members);
  const farmOverviews = new FarmOverviewService(repos.sites, summaries, weather);
  const organisations = new OrganisationService(repos.organisations, viewpoints, repos.files, farmOverviews);
  const accountSecurityLog = (error: unknown) => log.error({ err: error }, 'account security mail failed');
  const passwordResets = await createPasswordResets({
    config,
    db: database.db,
    users: repos.users,
    sessions: repos.sessions,
    throttle: repos.throttle,
    auth,
    mailer,
    log: accountSecurityLog,
  });
  const profile = await createProfileModule({
    config,
    db: database.db,
    users: repos.users,
    members: repos.members,
    files: repos.files,
    auth,
    twoFactor,
    mailer,
    log: accountSecurityLog,
  });
  const templates = createTemplatesModule({ repository: repos.templates, organisations: repos.organisations, sites: repos.sites });
  const thresholds = createThresholdsModule({
    repository: repos.thresholds,
    sites: repos.sites,
    devices: repos.devices,
    readings: repos.readings,
    derived: repos.derivedValues,
  });
  const dailyValues = createDailyValuesModule({
    derived: repos.derivedValues,
    sites: thresholds.repository,
    readings: repos.readings,
    templateRows: templates.rowsOf,
    access: thresholds.access,
  });
  // Fleet health keeps each device's battery and signal as batches arrive (created below).
  const ingestion = new IngestionService(repos.devices, repos.stations, repos.readings, {
    reported: (devices, at) => fleet.health.reported(devices, at),
  });
  const alertEvaluator = new AlertEvaluator(repos.alerts, repos.notifications, repos.alertPreferences, {
    openBySite: () => fleet.faultsBySite(),
  });
  const uploads = new UploadService(repos.files, config.dataDir, config.uploadMaxBytes, {
    user: (id) => viewpoints.scopeOfUser(id),
    organisation: (id) => viewpoints.scopeOfOrganisation(id),
    farm: (id) => viewpoints.scopeOfFarm(id),
    site: (id) => siteVisibility.scopeOf(id),
  });
  const shop = createShopModule({
    provider: createPaymentProvider(config, database.db),
    shop: repos.shop,
    subscriptions: repos.subscriptions,
    organisations: repos.organisations,
    users: repos.users,
    mailer,
    log,
  });
  const fieldReport = createFieldReportModule({
    recipients: repos.recipients,
    organisations: repos.organisations,
    farmService: farms.service,
    farms: repos.farms,
    sites: repos.sites,
    devices: repos.devices,
    summaries,
    weather,
    mailer,
    publicUrl: config.publicUrl,
    schedule: config.fieldReport,
    nextIrrigations: (farmIds) => planner.recommendations.forFarms(farmIds),
  });

  // The planner reads the probe-detected irrigations through the graph's overlay, which shows the
  // planner's logged ones in turn: each gets the other through an interface, no import cycle.
  const siteGraph: SiteGraphModule = createSiteGraphModule({
    sites: repos.sites,
    devices: repos.devices,
    readings: repos.readings,
    exclusions: repos.exclusions,
    manualRecords: repos.manualRecords,
    notes: repos.notes,
    summaries,
    loggedIrrigations: { logged: (siteId, from, to) => planner.loggedIrrigations.logged(siteId, from, to) },
  });
  const planner = createPlannerModule({
    db: database.db,
    weather,
    viewpoints,
    unitOf: async (actor) => (await preferences.get(actor)).unit,
    userNames: (ids) => repos.users.namesOf(ids),
    detections: { detected: (actor, siteId, from, to) => siteGraph.overlays.detectedDays(actor, siteId, from, to) },
    disconnectAfterMinutes: config.disconnectAfterMinutes,
    mailer,
    alertPreferences: repos.alertPreferences,
    users: repos.users,
    publicUrl: config.publicUrl,
  });
  const fleet = createFleetModule({
    db: database.db,
    viewpoints,
    readRange: (num, depthCount, from, to) => repos.readings.readRange(num, depthCount, from, to),
    loggedIrrigations: async (siteId, fromDay) => (await planner.repository.irrigations(siteId, fromDay)).map((r) => r.date),
    history: {
      disconnections: (siteId) => repos.disconnections.history(siteId),
      changelog: (siteId) => repos.siteChanges.changelog(siteId, Object.keys(CHANGELOG_FRIENDLY_NAMES)),
    },
  });

  return {
    repos,
    mailer,
    weather,
    stations: new StationAuthenticator(repos.stations),
    auth,
    passwordResets,
    preferences,
    profile,
    organisations,
    securitySettings: new SecuritySettingsService(twoFactor.service, twoFactor.repository, organisations),
    accountCreation: new AccountCreationService(repos.organisations, organisations, repos.members, invitations),
    members: new MemberService(repos.members, repos.organisations, repos.invitations, memberInvitations, (id) =>
      siteVisibility.scopeOf(id),
    ),
    invitations,
    memberInvitations,
    signups: new SignupService(invitations, repos.members, repos.signups, repos.sessions, config),
    uploads,
    contact: new ContactService(mailer, config.supportEmail, repos.members, repos.organisations),
    farms,
    farmSettings: createFarmSettingsModule({ farmSettings: repos.farmSettings, files: repos.files }),
    geocoder: new Geocoder(config.geocoderUrl, config.geocoderTimeoutMs, config.publicUrl),
    fieldReport,
    ingestion,
    sensorApi: new SensorApiService(repos.sites, repos.sensorApi, secretSeal),
    sentekPoller: new SentekPoller(repos.sensorApi, repos.devices, ingestion, secretSeal, new IrrimaxClient(config.sentekApiUrl)),
    stationKeys: new StationKeyService(repos.stations),
    siteLists: new SiteListService(repos.farms, repos.sites, summaries, repos.readings, (ids) => fleet.faultsBySite(ids)),
    siteHeaders: new SiteHeaderService(repos.sites, repos.devices, repos.readings),
    thumbnails: new ThumbnailService(repos.sites, repos.devices, repos.readings),
    planner,
    fleet,
    siteGraph,
    templates,
    thresholds,
    dailyValues,
    siteConfig: createSiteConfigModule({
      db: database.db,
      sites: repos.sites,
      devices: repos.devices,
      farms: repos.farms,
      summaries,
      changes: repos.siteChanges,
      dailyValues,
      templates,
      installationNotes: repos.installationNotes,
      members: repos.members,
      files: repos.files,
      uploads,
      mailer,
      publicUrl: config.publicUrl,
      uploadMaxBytes: config.uploadMaxBytes,
    }),
    connections: new ConnectionService(repos.sites, repos.devices, repos.readings, repos.disconnections),
    disconnections: new DisconnectionService(repos.disconnections, mailer, config.disconnectAfterMinutes, config.publicUrl),
    notifications: new NotificationService(repos.notifications, repos.alertPreferences, repos.alerts, unsubscribeTokens),
    alerts: {
      batteries: new BatteryRefresh(repos.alerts, repos.readings),
      evaluator: alertEvaluator,
      mailer: new AlertMailer(repos.notifications, repos.alertPreferences, mailer, unsubscribeTokens, config.publicUrl),
    },
    subscriptions: createSubscriptionsModule({
      subscriptions: repos.subscriptions,
      planAudit: repos.planAudit,
      sites: repos.sites,
      users: repos.users,
      viewpoints,
      alerts: alertEvaluator,
      sitePayments: shop.siteCards,
    }),
    shop,
  };
}
