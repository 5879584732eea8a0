import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/** Answers worded in the request's language (issue 34): Spanish for the web app's es, English without a header. */
const ES = { 'accept-language': 'es-MX,es;q=0.9' };

describe.each(ENGINES)('errors in the request’s language on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => t?.close());

  it('words a validation 400, zod’s own checks and the schema’s sentences alike', async () => {
    const es = await t.request('POST', '/user/signin', { body: { email: 'a', password: '' }, headers: ES });
    expect(es.status).toBe(400);
    expect(es.body.message).toBe('Solicitud no válida. password: La contraseña es obligatoria');
    const { token } = await t.signin('farm.user');
    const typed = await t.request('GET', '/planner?dueWithinDays=x', { token, headers: ES });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toMatch(/^Solicitud no válida\. dueWithinDays: .*(esperaba|inválid)/);
    expect((await t.request('GET', '/planner?dueWithinDays=x', { token })).body.message).toMatch(/^Invalid request\. dueWithinDays: /);
    const en = await t.request('POST', '/user/signin', { body: { email: 'a', password: '' } });
    expect(en.body.message).toBe('Invalid request. password: Password is required');
  });

  it('words a 404 of a module and the unknown route', async () => {
    const { token } = await t.signin('farm.admin');
    const es = await t.request('GET', '/planner?farmId=000000000000000000000000', { token, headers: ES });
    expect([es.status, es.body.message]).toEqual([404, 'No se encontró la finca.']);
    const en = await t.request('GET', '/planner?farmId=000000000000000000000000', { token });
    expect([en.status, en.body.message]).toEqual([404, 'Farm not found.']);
    const route = await t.request('GET', '/no-such-route', { headers: ES });
    expect([route.status, route.body.message]).toEqual([404, 'No hay ruta para GET /no-such-route.']);
  });

  it('words a 403 and the 401 of a missing session', async () => {
    const { token } = await t.signin('farm.user');
    const es = await t.request('GET', '/fleet/devices', { token, headers: ES });
    expect([es.status, es.body.message]).toEqual([403, 'No tienes permiso para hacer eso.']);
    const en = await t.request('GET', '/fleet/devices', { token });
    expect([en.status, en.body.message]).toEqual([403, 'You do not have permission to do that.']);
    const anonymous = await t.request('GET', '/fleet/devices', { headers: ES });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'Inicia sesión para continuar.']);
  });

  it('words a module’s own 400 and a wrong sign-in', async () => {
    const { token } = await t.signin('farm.user');
    const es = await t.request('GET', '/weather/north,south', { token, headers: ES });
    expect([es.status, es.body.message]).toEqual([400, 'coordinates debe ser "latitud,longitud" en grados']);
    const en = await t.request('GET', '/weather/north,south', { token });
    expect([en.status, en.body.message]).toEqual([400, 'coordinates must be "latitude,longitude" in degrees']);
    const wrong = await t.request('POST', '/user/signin', { body: { email: 'farm.user', password: 'not-the-password' }, headers: ES });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'Nombre de usuario o contraseña no válidos.']);
  });
});
