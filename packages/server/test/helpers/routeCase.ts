import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { RoleContext, RoleName } from './roleFixtures';

/** One call of the role loop. */
export interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** Send this image as multipart field 'file' instead of a JSON body. */
  image?: Buffer;
  /** Multipart form fields sent before the image. */
  fields?: Record<string, string>;
}

export interface RouteCase {
  /** 'METHOD /openapi/{path}', as the OpenAPI document lists it. */
  route: string;
  /** Roles whose call on a resource inside their own subtree must succeed; the others are refused. */
  allowed: (role: RoleName) => boolean;
  /** The call on a resource inside the caller's subtree; undefined when the role has none of that kind. */
  inside: (ctx: RoleContext, db: Kysely<Database>) => Promise<Call | undefined> | Call | undefined;
  /** Calls naming resources outside the caller's subtree: all must be refused with 403 or 404. */
  outside?: (ctx: RoleContext) => Call[];
  /** A list: its answer must mention nothing from outside the caller's subtree. */
  list?: boolean;
  /** The test's name when several cases share a route (one per site plan); the route otherwise. */
  label?: string;
}
