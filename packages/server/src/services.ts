import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHANGELOG_FRIENDLY_NAMES } from '@tilth/domain';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Job } from './jobs/scheduler';
import { createRepositories, type Repositories } from './repositories';
import { UserLanguages } from './lib/i18n/userLanguage';
import { createAccountsModule } from './modules/accounts/createAccountsModule';
import { createAlertChannelsModule } from './modules/alertChannels/createAlertChannelsModule';
import { createApiKeysModule } from './modules/apiKeys/createApiKeysModule';
import { createAuthModule } from './modules/auth/createAuthModule';
import { createConnectivityModule } from './modules/connectivity/createConnectivityModule';
import { createContactModule } from './modules/contact/createContactModule';
import { createDailyValuesModule } from './modules/dailyValues/createDailyValuesModule';
import { createFarmSettingsModule } from './modules/farmSettings/createFarmSettingsModule';
import { createFarmsModule } from './modules/farms/createFarmsModule';
import { createFieldReportModule } from './modules/fieldReport/createFieldReportModule';
import { createFilesModule } from './modules/files/createFilesModule';
import { createFleetModule } from './modules/fleet/createFleetModule';
import { createGeocodingModule } from './modules/geocoding/createGeocodingModule';
import { createHealthModule } from './modules/health/createHealthModule';
import { createHelpModule } from './modules/help/createHelpModule';
import { createInvitationsModule } from './modules/invitations/createInvitationsModule';
import { createMailer } from './modules/mail/mailer';
import { createManualReadingsModule } from './modules/manualReadings/createManualReadingsModule';
import { createMembersModule } from './modules/members/createMembersModule';
import { createNotificationsModule } from './modules/notifications/createNotificationsModule';
import { Viewpoints } from './modules/organisations/viewpoint';
import { createOutboxModule } from './modules/outbox/createOutboxModule';
import { createPlannerModule } from './modules/planner/createPlannerModule';
import { createExportModule } from './modules/export/createExportModule';
import { createPreferencesModule } from './modules/preferences/createPreferencesModule';
import { createProfileModule } from './modules/profile/createProfileModule';
import { createSensorApiModule } from './modules/sensorApi/createSensorApiModule';
import { createShopModule } from './modules/shop/createShopModule';
import { createPaymentProvider } from './modules/shop/payments/createPaymentProvider';
import { createSignupModule } from './modules/signup/createSignupModule';
import { createSiteConfigModule } from './modules/siteConfig/createSiteConfigModule';
import { createSiteDetailModule } from './modules/siteDetail/createSiteDetailModule';
import { createSiteGraphModule, type SiteGraphModule } from './modules/siteGraph/createSiteGraphModule';
import { createSitesModule } from './modules/sites/createSitesModule';
import { createSubscriptionsModule } from './modules/subscriptions/createSubscriptionsModule';
import { createTelemetryModule } from './modules/telemetry/createTelemetryModule';
import { createTemplatesModule } from './modules/templates/createTemplatesModule';
import { createThresholdsModule } from './modules/thresholds/createThresholdsModule';
import { createWeatherModule } from './modules/weather/createWeatherModule';
import { createWebhooksModule } from './modules/webhooks/createWebhooksModule';
import { OpenMeteoProvider } from './modules/weather/openMeteoProvider';
import { SyntheticWeatherProvider } from './modules/weather/syntheticProvider';
import { WeatherService } from './modules/weather/weatherService';

export type Services = Awaited<ReturnType<typeof createServices>>;

/** What the composition root needs of a module: its routes, and its scheduled jobs where it has some. */
export interface ServerModule {
  routes(): FastifyPluginAsync | FastifyPluginAsyncZod;
  jobs?(log: FastifyBaseLogger): Job[];
}

/**
 * The composition root: the shared layer (repositories and one of each provider: mailer, weather,
 * viewpoints) and every module of the server over it, each built once by its create<Feature>Module
 * and shared by the routes and the scheduled jobs. A lower module that needs a higher one gets it
 * through a closure here (fleet, planner), never by an import.
 */
export async function createServices(config: Config, database: Db, log: FastifyBaseLogger) {
  const { db } = database;
  const repos: Repositories = createRepositories(database);
  const mailer = createMailer(config, repos.outbox, (error) => log.error({ err: error }, 'mail delivery failed'));
  const weather = new WeatherService(
    config.weatherProvider === 'synthetic' ? null : new OpenMeteoProvider(config.openMeteoUrl),
    new SyntheticWeatherProvider(),
  );
  const viewpoints = new Viewpoints(repos.users, repos.organisations);
  const accountSecurityLog = (error: unknown) => log.error({ err: error }, 'account security mail failed');

  // The modules that keep a secret of the server's come first, in the order a fresh database has
  // always stored them: invitation links, unsubscribe links, sealed credentials, then two-step sign-in.
  const invitations = await createInvitationsModule({
    config,
    db,
    invitations: repos.invitations,
    organisations: repos.organisations,
    members: repos.members,
    mailer,
  });
  const notifications = await createNotificationsModule({
    db,
    alerts: repos.alerts,
    notifications: repos.notifications,
    alertPreferences: repos.alertPreferences,
    readings: repos.readings,
    mailer,
    sensorFaults: { openBySite: () => fleet.faultsBySite() },
    // Web Push and SMS run after the mail pass (alertChannels, created below).
    channels: { sendDue: (now) => alertChannels.passes.sendDue(now) },
    // Each episode opened or closed is queued for the webhooks that want it (created below).
    alertEvents: { opened: (e) => webhooks.service.opened(e), closed: (e) => webhooks.service.closed(e) },
    publicUrl: config.publicUrl,
  });
  // Fleet health keeps each device's battery and signal as batches arrive (created below).
  const telemetry = createTelemetryModule({
    database,
    devices: repos.devices,
    stations: repos.stations,
    readings: repos.readings,
    listener: { reported: (devices, at) => fleet.health.reported(devices, at) },
  });
  const sensorApi = await createSensorApiModule({
    config,
    db,
    sites: repos.sites,
    sensorApi: repos.sensorApi,
    devices: repos.devices,
    ingestion: telemetry.ingestion,
  });
  const alertChannels = await createAlertChannelsModule({
    config,
    db,
    notifications: repos.notifications,
    alertPreferences: repos.alertPreferences,
  });
  const health = createHealthModule({ database });
  const auth = await createAuthModule({
    config,
    db,
    users: repos.users,
    sessions: repos.sessions,
    throttle: repos.throttle,
    mailer,
    log: accountSecurityLog,
  });
  const profile = await createProfileModule({
    config,
    db,
    users: repos.users,
    members: repos.members,
    files: repos.files,
    auth: auth.service,
    twoFactor: auth.twoFactor,
    mailer,
    log: accountSecurityLog,
  });
  const sites = createSitesModule({
    db,
    sites: repos.sites,
    readings: repos.readings,
    farms: repos.farms,
    weather,
    faultsBySite: (ids) => fleet.faultsBySite(ids),
  });
  const farms = createFarmsModule({
    farms: repos.farms,
    organisations: repos.organisations,
    files: repos.files,
    viewpoints,
    faultsByFarm: (ids) => fleet.faultsByFarm(ids),
    mapTiles: config.mapTiles,
  });
  const preferences = createPreferencesModule({ preferences: repos.preferences, farms: farms.service, sites: sites.visibility });
  const accounts = createAccountsModule({
    organisations: repos.organisations,
    viewpoints,
    files: repos.files,
    farmOverviews: sites.farmOverviews,
    members: repos.members,
    invitations: invitations.service,
    twoFactor: auth.twoFactor,
  });
  const members = createMembersModule({
    members: repos.members,
    organisations: repos.organisations,
    invitations: repos.invitations,
    memberInvitations: invitations.memberInvitations,
    siteScopeOf: (id) => sites.visibility.scopeOf(id),
  });
  const signup = createSignupModule({
    config,
    invitations: invitations.service,
    members: repos.members,
    signups: repos.signups,
    sessions: repos.sessions,
  });
  const files = createFilesModule({
    files: repos.files,
    dataDir: config.dataDir,
    uploadMaxBytes: config.uploadMaxBytes,
    parents: {
      user: (id) => viewpoints.scopeOfUser(id),
      organisation: (id) => viewpoints.scopeOfOrganisation(id),
      farm: (id) => viewpoints.scopeOfFarm(id),
      site: (id) => sites.visibility.scopeOf(id),
    },
  });
  const contact = createContactModule({
    mailer,
    supportEmail: config.supportEmail,
    members: repos.members,
    organisations: repos.organisations,
  });
  const help = createHelpModule({ helpVideos: config.helpVideos });
  const outbox = createOutboxModule({ outbox: repos.outbox });
  const connectivity = createConnectivityModule({
    sites: repos.sites,
    devices: repos.devices,
    readings: repos.readings,
    disconnections: repos.disconnections,
    mailer,
    disconnectAfterMinutes: config.disconnectAfterMinutes,
    publicUrl: config.publicUrl,
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
    recomputeEveryMs: config.recomputeJobSeconds * 1000,
    devices: { refresh: (now, limits, jobLog) => fleet.health.refresh(now, limits, jobLog) },
  });
  const siteConfig = createSiteConfigModule({
    db,
    sites: repos.sites,
    devices: repos.devices,
    farms: repos.farms,
    summaries: sites.summaries,
    changes: repos.siteChanges,
    dailyValues,
    templates,
    installationNotes: repos.installationNotes,
    members: repos.members,
    files: repos.files,
    uploads: files.uploads,
    mailer,
    publicUrl: config.publicUrl,
    uploadMaxBytes: config.uploadMaxBytes,
  });
  const weatherModule = createWeatherModule({ weather });
  const geocoding = createGeocodingModule(config);
  const farmSettings = createFarmSettingsModule({ farmSettings: repos.farmSettings, files: repos.files });
  const siteDetail = createSiteDetailModule({ sites: repos.sites, devices: repos.devices, readings: repos.readings });
  // The planner reads the probe-detected irrigations through the graph's overlay, which shows the
  // planner's logged ones in turn: each gets the other through an interface, no import cycle.
  const siteGraph: SiteGraphModule = createSiteGraphModule({
    sites: repos.sites,
    devices: repos.devices,
    readings: repos.readings,
    exclusions: repos.exclusions,
    manualRecords: repos.manualRecords,
    notes: repos.notes,
    notePhotos: repos.notePhotos,
    dataDir: config.dataDir,
    summaries: sites.summaries,
    loggedIrrigations: { logged: (siteId, from, to) => planner.loggedIrrigations.logged(siteId, from, to) },
  });
  const manualReadings = createManualReadingsModule({ sites: repos.sites, readings: repos.manualReadings });
  const shop = createShopModule({
    provider: createPaymentProvider(config, db),
    shop: repos.shop,
    subscriptions: repos.subscriptions,
    organisations: repos.organisations,
    users: repos.users,
    mailer,
    languages: new UserLanguages(db),
    log,
  });
  const subscriptions = createSubscriptionsModule({
    subscriptions: repos.subscriptions,
    planAudit: repos.planAudit,
    sites: repos.sites,
    users: repos.users,
    viewpoints,
    alerts: notifications.alerts.evaluator,
    sitePayments: shop.siteCards,
  });
  const planner = createPlannerModule({
    db,
    weather,
    viewpoints,
    unitOf: async (actor) => (await preferences.service.get(actor)).unit,
    userNames: (ids) => repos.users.namesOf(ids),
    detections: { detected: (actor, siteId, from, to) => siteGraph.overlays.detectedDays(actor, siteId, from, to) },
    disconnectAfterMinutes: config.disconnectAfterMinutes,
    mailer,
    alertPreferences: repos.alertPreferences,
    users: repos.users,
    publicUrl: config.publicUrl,
  });
  const fleet = createFleetModule({
    db,
    viewpoints,
    readRange: (num, depthCount, from, to) => repos.readings.readRange(num, depthCount, from, to),
    loggedIrrigations: async (siteId, fromDay) => (await planner.repository.irrigations(siteId, fromDay)).map((r) => r.date),
    history: {
      disconnections: (siteId) => repos.disconnections.history(siteId),
      changelog: (siteId) => repos.siteChanges.changelog(siteId, Object.keys(CHANGELOG_FRIENDLY_NAMES)),
    },
  });
  // Export reads what the graph shows, through the graph's own services.
  const exportModule = createExportModule({
    db,
    sites: repos.sites,
    users: repos.users,
    notify: (rows) => repos.notifications.insertMany(rows),
    mailer,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    settings: config.export,
    jobsEnabled: config.jobsEnabled,
    log,
    days: (siteObjectId, farmId, from, to) => planner.accounts.siteDays(siteObjectId, farmId, from, to),
    series: (actor, siteKey, fromDate, toDate) => siteGraph.graphData.series(actor, siteKey, fromDate, toDate),
    rainfall: (actor, siteKey, range) => siteGraph.overlays.rainfall(actor, siteKey, range),
    irrigation: (actor, siteKey, range) => siteGraph.overlays.irrigation(actor, siteKey, range),
    unitOf: async (actor) => (await preferences.service.get(actor)).unit,
  });
  const webhooks = await createWebhooksModule({
    db,
    organisations: repos.organisations,
    production: process.env.NODE_ENV === 'production',
    log: (error) => log.error({ err: error }, 'webhook events could not be queued'),
  });
  // API keys (issue 32): the authentication hook resolves tk_ keys through apiKeys.service.
  const apiKeys = createApiKeysModule({ db, viewpoints, organisations: repos.organisations });
  const fieldReport = createFieldReportModule({
    recipients: repos.recipients,
    organisations: repos.organisations,
    farmService: farms.service,
    farms: repos.farms,
    sites: repos.sites,
    devices: repos.devices,
    summaries: sites.summaries,
    weather,
    mailer,
    publicUrl: config.publicUrl,
    schedule: config.fieldReport,
    nextIrrigations: (farmIds) => planner.recommendations.forFarms(farmIds),
  });

  /**
   * Every module, in the order its routes are registered and its jobs run at each tick: the
   * disconnection check before the threshold detection, the alerts after both (they read the open
   * outages), then the recompute jobs, plan activation, the Sentek poll, the Farm Health Report and
   * the weekly irrigation plan.
   */
  const byName = {
    health,
    auth,
    profile,
    preferences,
    accounts,
    members,
    invitations,
    signup,
    files,
    contact,
    help,
    outbox,
    telemetry,
    sites,
    connectivity,
    thresholds,
    notifications,
    alertChannels,
    dailyValues,
    siteConfig,
    weatherForecasts: weatherModule,
    farms,
    geocoding,
    farmSettings,
    siteDetail,
    siteGraph,
    manualReadings,
    templates,
    subscriptions,
    shop,
    sensorApi,
    fleet,
    fieldReport,
    planner,
    export: exportModule,
    apiKeys,
    webhooks,
  };
  const modules: ServerModule[] = Object.values(byName);

  return { repos, mailer, weather, viewpoints, modules, ...byName };
}
