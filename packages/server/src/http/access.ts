import type { Action, Actor } from '@tilth/domain';

/**
 * What a route needs: 'public' (anyone), 'authenticated' (any signed-in user; the service
 * then checks the resource through the policy), 'station' (a base station's key), or a
 * role-level policy action.
 * Every API route must declare one: routes without it fail at start-up (deny by default).
 */
export type Access = 'public' | 'authenticated' | 'station' | Action;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** API keys (issue 32): false refuses them; 'read' lets a read-only key make this POST (route.ts). */
    keys?: false | 'read';
  }
  interface FastifyRequest {
    actor: Actor | null;
    sessionToken: string | null;
    /** The base station whose key authenticated a 'station' route. */
    stationId: string | null;
  }
}

/** The Actor of a route that declared it needs one; the auth hook guarantees it is set. */
export function requireActor(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('requireActor used on a route without authentication');
  return request.actor;
}
