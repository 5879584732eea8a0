import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeocoder, type FakeGeocoder } from './helpers/fakeGeocoder';
import { createForeignBranch, roleContexts, type ForeignBranch, type RoleContext } from './helpers/roleFixtures';
import { OUTSIDE_THE_LOOP, ROUTE_CASES, type Call } from './helpers/routeCases';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

/**
 * The role loop (the same authorization checks looped over every role): every role calls
 * every route on a resource inside its own subtree, where it must work exactly when the role
 * allows it, and on resources outside its subtree, where it must be refused without data.
 * Every documented route (each path and method of the OpenAPI document) is in the loop, or in
 * OUTSIDE_THE_LOOP with the reason it is not: a new route fails here until it is one or the other.
 */
describe.each(ENGINES)('every role on every route on %s', (engine) => {
  let t: TestServer;
  let foreign: ForeignBranch;
  let contexts: RoleContext[];
  let documented: string[];
  let geocoder: FakeGeocoder;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    t = await startTestServer(engine, { smtpUrl: null, geocoderUrl: geocoder.url });
    foreign = await createForeignBranch(t.server.database.db);
    contexts = await roleContexts(t, foreign);
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  });
  afterAll(async () => {
    await t?.close();
    await geocoder?.close();
  });

  async function call(ctx: RoleContext, c: Call) {
    if (c.image) {
      const form = new FormData();
      for (const [name, value] of Object.entries(c.fields ?? {})) form.append(name, value);
      form.append('file', new Blob([c.image], { type: 'image/png' }), 'x.png');
      const response = await fetch(`${t.url}${c.path}`, { method: c.method, headers: { authorization: ctx.token }, body: form });
      return { status: response.status, text: await response.text() };
    }
    const answer = await t.request(c.method, c.path, { token: ctx.token, body: c.body });
    return { status: answer.status, text: JSON.stringify(answer.body) };
  }

  const refusedWithoutData = (answer: { status: number; text: string }, label: string) => {
    expect([403, 404], label).toContain(answer.status);
    expect(JSON.parse(answer.text).data, label).toBeNull();
  };

  it('documents every route the loop checks or leaves out', () => {
    for (const route of [...ROUTE_CASES.map((c) => c.route), ...Object.keys(OUTSIDE_THE_LOOP)]) expect(documented, route).toContain(route);
  });

  it('checks every documented route in the loop, or says why not', () => {
    const looped = new Set(ROUTE_CASES.map((c) => c.route));
    const unchecked = documented.filter((route) => !looped.has(route) && !Object.hasOwn(OUTSIDE_THE_LOOP, route));
    expect(unchecked, 'documented routes neither in ROUTE_CASES nor in OUTSIDE_THE_LOOP').toEqual([]);
  });

  it('leaves out only routes it does not also check, each with a reason', () => {
    for (const [route, reason] of Object.entries(OUTSIDE_THE_LOOP)) {
      expect(
        ROUTE_CASES.map((c) => c.route),
        route,
      ).not.toContain(route);
      expect(reason.trim(), route).not.toBe('');
    }
  });

  for (const routeCase of ROUTE_CASES) {
    it(routeCase.label ?? routeCase.route, async () => {
      for (const ctx of contexts) {
        const inside = await routeCase.inside(ctx, t.server.database.db);
        if (inside) {
          const answer = await call(ctx, inside);
          const label = `${ctx.role} ${inside.method} ${inside.path} → ${answer.status} ${answer.text.slice(0, 200)}`;
          if (routeCase.allowed(ctx.role)) expect(answer.status, label).toBe(200);
          else refusedWithoutData(answer, label);
          if (routeCase.list && ctx.foreign && answer.status === 200) {
            for (const id of ctx.foreign.ids) expect(answer.text, `${label} mentions foreign ${id}`).not.toContain(id);
          }
        }
        if (!ctx.foreign) continue;
        for (const outside of routeCase.outside?.(ctx) ?? []) {
          const answer = await call(ctx, outside);
          refusedWithoutData(answer, `${ctx.role} ${outside.method} ${outside.path} → ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }
    });
  }
});
