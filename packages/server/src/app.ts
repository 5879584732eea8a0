import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerAuthentication } from './http/authentication';
import { registerErrorHandling } from './http/errorHandler';
import { registerOpenApi } from './http/openapi';
import { responseSerializer } from './http/responseSerializer';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/webApp';
import { registerAccounts } from './modules/accounts/registerAccounts';
import { AuthService } from './modules/auth/authService';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { PreferenceService } from './modules/preferences/preferenceService';
import { preferenceRoutes } from './modules/preferences/routes';
import { userRoutes } from './modules/users/routes';
import { UserService } from './modules/users/userService';
import { IngestionService } from './modules/telemetry/ingestionService';
import { telemetryRoutes } from './modules/telemetry/routes';
import { StationAuthenticator } from './modules/telemetry/stationAuthenticator';
import { StationKeyService } from './modules/telemetry/stationKeyService';
import { GraphDataService } from './modules/sites/graphDataService';
import { siteRoutes } from './modules/sites/routes';
import { thresholdRoutes } from './modules/thresholds/routes';
import { ThresholdDetectionService } from './modules/thresholds/thresholdDetectionService';
import { FarmOverviewService } from './modules/sites/farmOverviewService';
import { SiteListService } from './modules/sites/siteListService';
import { SiteRepository } from './modules/sites/siteRepository';
import { SiteSummaryService } from './modules/sites/siteSummaryService';
import { ReadingStore } from './modules/telemetry/readingStore';
import { ConnectionService } from './modules/connectivity/connectionService';
import { connectivityRoutes } from './modules/connectivity/routes';
import { OpenMeteoProvider } from './modules/weather/openMeteoProvider';
import { weatherRoutes } from './modules/weather/routes';
import { SyntheticWeatherProvider } from './modules/weather/syntheticProvider';
import { WeatherService } from './modules/weather/weatherService';
import { FarmService } from './modules/farms/farmService';
import { registerFarms } from './modules/farms/registerFarms';
import { tileOrigins } from './modules/farms/mapConfigRoutes';
import { createFieldReport, registerFieldReport } from './modules/fieldReport/createFieldReport';
import { createMailer } from './modules/mail/mailer';
import { registerFarmSettings } from './modules/farmSettings/registerFarmSettings';
import { registerSiteDetail } from './modules/siteDetail/registerSiteDetail';
import { noteRoutes } from './modules/notes/routes';
import { NoteService } from './modules/notes/noteService';
import { registerSiteGraph } from './modules/siteGraph/registerSiteGraph';

export async function buildApp(config: Config, database: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'body.password'], censor: '[redacted]' },
      serializers: {
        // Invitation links carry their signed key in the query string; keep it out of the logs.
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: request.url.replace(/([?&](?:key|token)=)[^&]*/gi, '$1[redacted]'),
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.validateResponses));

  // Clients often send Content-Type: application/json with no body (e.g. logout); treat it as none.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400, name: 'BadRequest' });
      done(error, undefined);
    }
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, tileOrigins(config.mapTiles));
  await registerOpenApi(app);

  // Before the API: its navigation hook must reach the API's routes too, so a browser opening a
  // deep link that shares an API path (/farm/{id}/sites) gets the app, not the API's answer.
  await registerWebApp(app, config.webDist);

  const auth = new AuthService(database.db, config);
  const weather = createWeatherService(config);
  const farms = new FarmService(database.db);
  await app.register(async (api) => {
    registerAuthentication(api, auth, new StationAuthenticator(database.db));
    await api.register(healthRoutes(database.engine));
    await api.register(authRoutes(auth));
    await api.register(userRoutes(new UserService(database.db)));
    await api.register(preferenceRoutes(new PreferenceService(database.db, farms)));
    await registerAccounts(
      api,
      config,
      database,
      new FarmOverviewService(new SiteRepository(database.db), new SiteSummaryService(new ReadingStore(database)), weather),
    );
    await api.register(telemetryRoutes(new IngestionService(database), new StationKeyService(database.db)));
    await api.register(
      siteRoutes(
        new GraphDataService(database),
        new SiteListService(
          farms.repository,
          new SiteRepository(database.db),
          new SiteSummaryService(new ReadingStore(database)),
          new ReadingStore(database),
        ),
      ),
    );
    await api.register(thresholdRoutes(new ThresholdDetectionService(database)));
    await api.register(connectivityRoutes(new ConnectionService(database)));
    await api.register(weatherRoutes(weather));
    await registerFarms(api, config, database, farms);
    await registerFarmSettings(api, database);
    await registerSiteDetail(api, database);
    await api.register(noteRoutes(new NoteService(database)));
    await registerSiteGraph(api, database);
    const mailer = createMailer(config, database.db, (error) => api.log.error({ err: error }, 'mail delivery failed'));
    await registerFieldReport(api, config, createFieldReport(config, database, farms, weather, mailer));
  });

  return app;
}

export function createWeatherService(config: Config): WeatherService {
  const real = config.weatherProvider === 'synthetic' ? null : new OpenMeteoProvider(config.openMeteoUrl);
  return new WeatherService(real, new SyntheticWeatherProvider());
}
