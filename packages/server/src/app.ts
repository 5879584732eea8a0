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
import { registerRateLimits } from './http/rateLimit';
import { responseSerializer } from './http/responseSerializer';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/webApp';
import { createServices, type ServerModule, type Services } from './services';
import { tileOrigins } from './modules/farms/mapConfigRoutes';

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
    registerAuthentication(api, services.auth.service, services.telemetry.stations, services.apiKeys.service);
    await registerRateLimits(api, config.rateLimit);
    // Modules an API key never reaches (issue 32): sign-in, sessions and passwords, the shop, the keys themselves.
    const keyless = new Set<ServerModule>([services.auth, services.shop, services.apiKeys]);
    for (const module of services.modules) await api.register(keyless.has(module) ? refusingApiKeys(module) : module.routes());
  });

  return { app, services };
}

/** A module's routes with every route marked `keys: false` (the authentication hook refuses API keys on them). */
function refusingApiKeys(module: ServerModule) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, keys: false };
    });
    await scope.register(module.routes());
  };
}
