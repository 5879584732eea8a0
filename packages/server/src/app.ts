import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerAuthentication } from './http/authentication';
import { registerNoStore } from './http/cacheControl';
import { registerCompression } from './http/compression';
import { registerErrorHandling } from './http/errorHandler';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './http/jsonDepth';
import { registerOpenApi } from './http/openapi';
import { responseSerializer } from './http/responseSerializer';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/webApp';
import { createServices, type Services } from './services';
import { securitySettingsRoutes } from './modules/accounts/securitySettingsRoutes';
import { authRoutes } from './modules/auth/routes';
import { connectivityRoutes } from './modules/connectivity/routes';
import { contactRoutes } from './modules/contact/routes';
import { tileOrigins } from './modules/farms/mapConfigRoutes';
import { fileRoutes } from './modules/files/routes';
import { geocodingRoutes } from './modules/geocoding/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { memberRoutes } from './modules/members/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { organisationRoutes } from './modules/accounts/organisationRoutes';
import { outboxRoutes } from './modules/outbox/routes';
import { preferenceRoutes } from './modules/preferences/routes';
import { sensorApiRoutes } from './modules/sensorApi/routes';
import { signupRoutes } from './modules/signup/routes';
import { siteDetailRoutes } from './modules/siteDetail/routes';
import { siteRoutes } from './modules/sites/routes';
import { telemetryRoutes } from './modules/telemetry/routes';
import { weatherRoutes } from './modules/weather/routes';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** The Fastify app with every route, over services built once by the composition root. */
export async function buildApp(config: Config, database: Db): Promise<BuiltApp> {
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
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      const error = Object.assign(new Error('The request body is nested too deeply.'), { statusCode: 400, name: 'BadRequest' });
      return done(error, undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400, name: 'BadRequest' });
      done(error, undefined);
    }
  });

  registerErrorHandling(app, { storage: `database ${database.location}, files under ${config.dataDir}` });
  await registerSecurityHeaders(app, tileOrigins(config.mapTiles), config.paymentProvider === 'stripe');
  await registerOpenApi(app);

  // Before the API: its navigation hook must reach the API's routes too, so a browser opening a
  // deep link that shares an API path (/farm/{id}/sites) gets the app, not the API's answer.
  await registerWebApp(app, config.webDist);

  const services = await createServices(config, database, app.log);
  await app.register(async (api) => {
    await registerCompression(api);
    registerNoStore(api);
    registerAuthentication(api, services.auth, services.stations);
    await registerRoutes(api, config, database, services);
  });

  return { app, services };
}

/** One line per module: each module's routes get the services they call. */
async function registerRoutes(api: FastifyInstance, config: Config, database: Db, s: Services): Promise<void> {
  await api.register(healthRoutes(database));
  await api.register(authRoutes(s.auth));
  await api.register(s.passwordResets.routes());
  await api.register(s.profile.routes());
  await api.register(preferenceRoutes(s.preferences));
  await api.register(organisationRoutes(s.organisations, s.accountCreation));
  await api.register(securitySettingsRoutes(s.securitySettings));
  await api.register(memberRoutes(s.members));
  await api.register(invitationRoutes(s.invitations, s.memberInvitations));
  await api.register(signupRoutes(s.signups));
  await api.register(fileRoutes(s.uploads, config.uploadMaxBytes));
  await api.register(contactRoutes(s.contact));
  await api.register(helpRoutes(config.helpVideos));
  await api.register(outboxRoutes(s.repos.outbox));
  await api.register(telemetryRoutes(s.ingestion, s.stationKeys));
  await api.register(siteRoutes(s.siteLists));
  await api.register(s.thresholds.routes());
  await api.register(s.dailyValues.routes());
  await api.register(sensorApiRoutes(s.sensorApi));
  await api.register(s.siteConfig.routes());
  await api.register(connectivityRoutes(s.connections));
  await api.register(weatherRoutes(s.weather));
  await api.register(s.farms.routes());
  await api.register(geocodingRoutes(s.geocoder));
  await api.register(s.farmSettings.routes());
  await api.register(siteDetailRoutes(s.siteHeaders, s.thumbnails));
  await api.register(notificationRoutes(s.notifications));
  await api.register(s.siteGraph.routes());
  await api.register(s.templates.routes());
  await api.register(s.subscriptions.routes());
  await api.register(s.shop.routes());
  await api.register(s.planner.routes());
  await api.register(s.fleet.routes());
  await api.register(s.fieldReport.routes());
}
