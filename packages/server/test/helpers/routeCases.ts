import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { defaultAlertPreferences } from '@tilth/domain/notifications/preferences';
import type { Database } from '../../src/db/schema';
import { newObjectId } from '../../src/lib/ids';
import { hashToken, sessionId } from '../../src/modules/auth/sessionRepository';
import { disposableMember, ownRecipient, type RoleContext, type RoleName } from './roleFixtures';
import { planCases } from './planCases';
import type { Call, RouteCase } from './routeCase';
import { shopCases } from './shopCases';
import { loopSite, loopSiteIfAny } from './siteDetailFixtures';
import { insertTemplate, TWO_ROWS } from './templateFixtures';

export type { Call, RouteCase } from './routeCase';

const all = () => true;
const admins = (role: RoleName) => role.endsWith('_admin');
/** Policy 'site:recompute': the administrators down to dealers. */
const recomputers = (role: RoleName) => ['tilth_admin', 'distributor_admin', 'dealer_admin'].includes(role);
const orgLevel = (ctx: RoleContext) => ctx.level !== 'farm';
const foreignUsers = (ctx: RoleContext) => ctx.foreign!.users.map((u) => u.id);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;

const childType: Record<string, string> = { tilth: 'distributor', distributor: 'dealer', dealer: 'business' };
const newAccount = (ctx: RoleContext, parentId: string, type: string) => {
  const n = unique();
  return {
    name: `Loop ${n}`,
    invitedToName: 'Loop',
    invitedToEmail: `loop${n}@loop.example`,
    userId: `loop${n}`,
    password: 'pw1',
    invitedBy: ctx.userId,
    type,
    parentId,
  };
};
/** Spec 000 §6: Create New Farm (and, spec 001 §6, farm settings) is hidden from the user roles. */
const FARM_CREATE_HIDDEN: RoleName[] = ['distributor_user', 'dealer_user', 'business_user', 'farm_user'];
const newFarm = (businessId: string) => ({
  name: `Loop Farm ${unique()}`,
  physicalAddress: 'CR 1, Plainview, TX 79072',
  location: { lat: 34.2, lng: -101.7 },
  businessId,
});
const businessOf = async (db: Kysely<Database>, farmId: string) =>
  (await db.selectFrom('farms').select('business_id').where('id', '=', farmId).executeTakeFirstOrThrow()).business_id;
const invite = (ctx: RoleContext) => ({ users: [{ email: `m${unique()}@loop.example`, type: 'user' }], user: ctx.userId });

export const ROUTE_CASES: RouteCase[] = [
  {
    route: 'GET /user/{id}',
    allowed: all,
    inside: (c) => ({ method: 'GET', path: `/user/${c.userId}` }),
    outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/user/${id}` })),
  },
  {
    route: 'PATCH /user/{id}',
    allowed: all,
    inside: (c) => ({ method: 'PATCH', path: `/user/${c.userId}`, body: { phone: '806-555-0000' } }),
    outside: (c) => foreignUsers(c).map((id) => ({ method: 'PATCH', path: `/user/${id}`, body: { phone: '1' } })),
  },
  { route: 'GET /user/details', allowed: all, inside: () => ({ method: 'GET', path: '/user/details' }) },
  { route: 'PUT /user/details', allowed: all, inside: () => ({ method: 'PUT', path: '/user/details', body: { unit: 'meters' } }) },
  {
    route: 'POST /user/details/visited-farms',
    allowed: all,
    inside: (c) => ({ method: 'POST', path: '/user/details/visited-farms', body: { farmId: c.farmId } }),
    outside: (c) => [{ method: 'POST', path: '/user/details/visited-farms', body: { farmId: c.foreign!.farm } }],
  },
  {
    route: 'GET /user/{id}/organisations',
    allowed: all,
    list: true,
    inside: (c) => ({ method: 'GET', path: `/user/${c.userId}/organisations` }),
    outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/user/${id}/organisations` })),
  },
  { route: 'GET /org', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/org?type=business' }) },
  {
    route: 'GET /org/groups',
    allowed: all,
    list: true,
    inside: () => ({ method: 'GET', path: '/org/groups' }),
    outside: (c) => [c.foreign!.distributor, c.foreign!.business].map((id) => ({ method: 'GET', path: `/org/groups?parentId=${id}` })),
  },
  {
    route: 'GET /org/search/{id}',
    allowed: all,
    list: true,
    inside: (c) => ({ method: 'GET', path: `/org/search/${c.userId}?name=o` }),
    outside: (c) => [
      ...foreignUsers(c).map((id) => ({ method: 'GET', path: `/org/search/${id}` })),
      { method: 'GET', path: `/org/search/${c.userId}?orgId=${c.foreign!.dealer}` },
    ],
  },
  {
    route: 'GET /org/view/{userId}',
    allowed: all,
    list: true,
    inside: (c) => ({ method: 'GET', path: `/org/view/${c.userId}` }),
    outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/org/view/${id}` })),
  },
  {
    route: 'GET /org/{id}',
    allowed: all,
    // Every role reads its own account; farm-level users' is the business of their farm.
    inside: (c) => ({ method: 'GET', path: `/org/${c.orgId}` }),
    outside: (c) => [c.foreign!.distributor, c.foreign!.dealer, c.foreign!.business].map((id) => ({ method: 'GET', path: `/org/${id}` })),
  },
  {
    route: 'PATCH /org/{id}',
    allowed: admins,
    inside: (c) => (orgLevel(c) ? { method: 'PATCH', path: `/org/${c.orgId}`, body: { phone: '806-555-0100' } } : undefined),
    outside: (c) =>
      [c.foreign!.distributor, c.foreign!.business].map((id) => ({ method: 'PATCH', path: `/org/${id}`, body: { phone: '1' } })),
  },
  {
    route: 'POST /org',
    allowed: (r) => ['tilth_admin', 'distributor_admin', 'dealer_admin'].includes(r),
    inside: (c) =>
      orgLevel(c) ? { method: 'POST', path: '/org', body: newAccount(c, c.orgId, childType[c.level] ?? 'business') } : undefined,
    outside: (c) => [{ method: 'POST', path: '/org', body: newAccount(c, c.foreign!.dealer, 'business') }],
  },
  {
    route: 'GET /org/{id}/shopping-settings',
    allowed: (r) => r === 'distributor_admin',
    inside: (c) => (orgLevel(c) ? { method: 'GET', path: `/org/${c.orgId}/shopping-settings` } : undefined),
    outside: (c) => [{ method: 'GET', path: `/org/${c.foreign!.distributor}/shopping-settings` }],
  },
  {
    route: 'PUT /org/{id}/shopping-settings',
    allowed: (r) => r === 'distributor_admin',
    inside: (c) =>
      orgLevel(c)
        ? { method: 'PUT', path: `/org/${c.orgId}/shopping-settings`, body: { membersMayPurchase: true, receiptEmail: null } }
        : undefined,
    outside: (c) => [
      { method: 'PUT', path: `/org/${c.foreign!.distributor}/shopping-settings`, body: { membersMayPurchase: true, receiptEmail: null } },
    ],
  },
  {
    route: 'GET /org/{id}/users',
    allowed: all,
    list: true,
    inside: (c) => (orgLevel(c) ? { method: 'GET', path: `/org/${c.orgId}/users` } : undefined),
    outside: (c) => [c.foreign!.distributor, c.foreign!.business].map((id) => ({ method: 'GET', path: `/org/${id}/users` })),
  },
  {
    route: 'PATCH /org/{id}/users/{userId}',
    allowed: admins,
    inside: async (c, db) => {
      const m = await disposableMember(db, c);
      const level = c.level === 'tilth' ? 'distributor' : c.level;
      return { method: 'PATCH', path: `/org/${m.orgId}/users/${m.userId}`, body: { roleName: `${level}_admin` } };
    },
    outside: (c) =>
      c.foreign!.users.map((u) => ({
        method: 'PATCH',
        path: `/org/${u.organisationId}/users/${u.id}`,
        body: { roleName: 'business_user' },
      })),
  },
  {
    route: 'DELETE /org/{id}/users/{userId}',
    allowed: admins,
    inside: async (c, db) => {
      const m = await disposableMember(db, c);
      return { method: 'DELETE', path: `/org/${m.orgId}/users/${m.userId}` };
    },
    outside: (c) => c.foreign!.users.map((u) => ({ method: 'DELETE', path: `/org/${u.organisationId}/users/${u.id}` })),
  },
  {
    route: 'GET /farm/{id}/users',
    allowed: all,
    list: true,
    inside: (c) => ({ method: 'GET', path: `/farm/${c.farmId}/users` }),
    outside: (c) => [{ method: 'GET', path: `/farm/${c.foreign!.farm}/users` }],
  },
  {
    route: 'POST /user/invite/{teamId}/{type}',
    allowed: admins,
    // The provider's own account takes no invitations (spec 000 §6): its admins invite into a farm (spec 001 §6).
    inside: (c) => ({
      method: 'POST',
      path: orgLevel(c) && c.level !== 'tilth' ? `/user/invite/${c.orgId}/${c.orgType}` : `/user/invite/${c.farmId}/farm`,
      body: invite(c),
    }),
    outside: (c) => [
      { method: 'POST', path: `/user/invite/${c.foreign!.dealer}/dealer`, body: invite(c) },
      { method: 'POST', path: `/user/invite/${c.foreign!.business}/business`, body: invite(c) },
      { method: 'POST', path: `/user/invite/${c.foreign!.farm}/farm`, body: invite(c) },
    ],
  },
  { route: 'GET /user/myteam', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/user/myteam' }) },
  { route: 'GET /user', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/user?content=team' }) },
  { route: 'GET /user/group/users', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/user/group/users' }) },
  { route: 'GET /user/myteam/users', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/user/myteam/users' }) },
  ...siteCases('GET /user/myteam/users', all, (id) => ({ method: 'GET', path: `/user/myteam/users?siteId=${id}` })),
  {
    route: 'POST /file/image',
    allowed: all,
    inside: (c) => ({ method: 'POST', path: '/file/image', image: PNG, fields: { type: 'farm', parentId: c.farmId } }),
    // Attaching an upload to someone else's record.
    outside: (c) => [
      { method: 'POST', path: '/file/image', image: PNG, fields: { type: 'farm', parentId: c.foreign!.farm } },
      { method: 'POST', path: '/file/image', image: PNG, fields: { type: 'organisation', parentId: c.foreign!.business } },
      { method: 'POST', path: '/file/image', image: PNG, fields: { type: 'profile', parentId: foreignUsers(c)[0]! } },
    ],
  },
  {
    route: 'POST /user/contact',
    allowed: all,
    inside: () => ({
      method: 'POST',
      path: '/user/contact',
      body: { firstName: 'A', lastName: 'B', email: 'a@b.example', phone: '1', message: 'hi' },
    }),
  },
  { route: 'GET /help/videos', allowed: all, inside: () => ({ method: 'GET', path: '/help/videos' }) },
  { route: 'GET /admin/outbox', allowed: (r) => r === 'tilth_admin', list: true, inside: () => ({ method: 'GET', path: '/admin/outbox' }) },
  // Farms dashboard, farm creation and the Farm Health Report.
  {
    route: 'GET /farm/user/{userId}',
    allowed: all,
    list: true,
    inside: (c) => ({ method: 'GET', path: `/farm/user/${c.userId}?limit=1000` }),
    outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/farm/user/${id}` })),
  },
  { route: 'GET /farm/picker', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/farm/picker' }) },
  {
    route: 'POST /farm',
    allowed: (r) => !FARM_CREATE_HIDDEN.includes(r),
    inside: async (c, db) => ({ method: 'POST', path: '/farm', body: newFarm(await businessOf(db, c.farmId)) }),
    outside: (c) => [{ method: 'POST', path: '/farm', body: newFarm(c.foreign!.business) }],
  },
  {
    route: 'GET /geocode/search',
    allowed: (r) => !FARM_CREATE_HIDDEN.includes(r),
    inside: () => ({ method: 'GET', path: '/geocode/search?q=Plainview' }),
  },
  { route: 'GET /config/map', allowed: all, inside: () => ({ method: 'GET', path: '/config/map' }) },
  {
    route: 'POST /farm-health-report/user',
    allowed: all,
    inside: (c) => ({ method: 'POST', path: '/farm-health-report/user', body: { email: `r${unique()}@loop.example`, farms: [c.farmId] } }),
  },
  {
    route: 'GET /farm-health-report/users',
    allowed: all,
    list: true,
    inside: () => ({ method: 'GET', path: '/farm-health-report/users' }),
  },
  { route: 'GET /farm-health-report/schedule', allowed: all, inside: () => ({ method: 'GET', path: '/farm-health-report/schedule' }) },
  {
    route: 'PATCH /farm-health-report/user/{id}',
    allowed: all,
    inside: async (c, db) => ({
      method: 'PATCH',
      path: `/farm-health-report/user/${await ownRecipient(db, c)}`,
      body: { farms: [c.farmId] },
    }),
    outside: (c) => [{ method: 'PATCH', path: `/farm-health-report/user/${c.foreign!.recipient}`, body: { farms: [c.farmId] } }],
  },
  {
    route: 'DELETE /farm-health-report/user/{id}',
    allowed: all,
    inside: async (c, db) => ({ method: 'DELETE', path: `/farm-health-report/user/${await ownRecipient(db, c)}` }),
    outside: (c) => [{ method: 'DELETE', path: `/farm-health-report/user/${c.foreign!.recipient}` }],
  },
  {
    route: 'POST /farm-health-report/send',
    allowed: admins,
    inside: async (c, db) => ({ method: 'POST', path: '/farm-health-report/send', body: { recipientId: await ownRecipient(db, c) } }),
    outside: (c) => [{ method: 'POST', path: '/farm-health-report/send', body: { recipientId: c.foreign!.recipient } }],
  },
  // Farm sites page: farm settings, the site detail shell's header and the map thumbnails.
  {
    route: 'GET /farm/{id}',
    allowed: all,
    inside: (c) => ({ method: 'GET', path: `/farm/${c.farmId}` }),
    outside: (c) => [{ method: 'GET', path: `/farm/${c.foreign!.farm}` }],
  },
  {
    route: 'PATCH /farm/{id}',
    allowed: (r) => !FARM_CREATE_HIDDEN.includes(r),
    inside: (c) => ({ method: 'PATCH', path: `/farm/${c.farmId}`, body: { mailingAddress: `PO Box ${unique()}` } }),
    outside: (c) => [{ method: 'PATCH', path: `/farm/${c.foreign!.farm}`, body: { mailingAddress: 'PO Box 1' } }],
  },
  {
    route: 'GET /site/{id}/header',
    allowed: all,
    inside: async (c, db) => {
      // The foreign branch gets its site here too, for the outside calls that follow.
      if (c.foreign) await loopSite(db, c.foreign.farm);
      return { method: 'GET', path: `/site/${await loopSite(db, c.farmId)}/header` };
    },
    outside: (c) => [{ method: 'GET', path: `/site/${loopSiteIfAny(c.foreign!.farm)}/header` }],
  },
  {
    route: 'POST /stem/graph-datas',
    allowed: all,
    inside: async (c, db) => {
      if (c.foreign) await loopSite(db, c.foreign.farm);
      return { method: 'POST', path: '/stem/graph-datas', body: { sites: [{ siteId: await loopSite(db, c.farmId) }] } };
    },
    outside: (c) => [{ method: 'POST', path: '/stem/graph-datas', body: { sites: [{ siteId: loopSiteIfAny(c.foreign!.farm) }] } }],
  },
  // The graph screen: its side calls (modules/siteGraph) and the notes.
  ...siteCases('GET /stem/get-rain-fall-data/{id}', all, (id) => ({ method: 'GET', path: `/stem/get-rain-fall-data/${id}` })),
  ...siteCases('GET /stem/get-irrigation-data/{id}', all, (id) => ({ method: 'GET', path: `/stem/get-irrigation-data/${id}` })),
  ...siteCases('GET /stem/get-prediction-data/{id}', all, (id) => ({ method: 'GET', path: `/stem/get-prediction-data/${id}` })),
  ...siteCases('GET /stem/wp-s3-data/{id}', all, (id) => ({ method: 'GET', path: `/stem/wp-s3-data/${id}` })),
  ...siteCases('PUT /stem/wp-s3-data/{id}', all, (id) => ({
    method: 'PUT',
    path: `/stem/wp-s3-data/${id}`,
    body: { entries: [{ date: '2026-07-01', waterPercolationManual: 0 }] },
  })),
  ...siteCases('GET /stem/root-activity/{id}', all, (id) => ({ method: 'GET', path: `/stem/root-activity/${id}` })),
  ...siteCases('GET /stem/ra/{id}', all, (id) => ({ method: 'GET', path: `/stem/ra/${id}` })),
  ...siteCases('PUT /stem/ra/{id}', all, (id) => ({
    method: 'PUT',
    path: `/stem/ra/${id}`,
    body: { entries: [{ sensorId: '0', dateOfFirstRAManual: '2026-06-01' }] },
  })),
  ...siteCases('GET /stem/gdd-envelope/{siteId}', all, (id) => ({ method: 'GET', path: `/stem/gdd-envelope/${id}` })),
  ...siteCases('GET /stem/gdd-envelope/{siteId}/{growthId}', all, (id) => ({ method: 'GET', path: `/stem/gdd-envelope/${id}/none` })),
  ...siteCases('POST /stem/recompute/gdd-envelope', all, (id) => ({
    method: 'POST',
    path: '/stem/recompute/gdd-envelope',
    body: [{ siteId: id }],
  })),
  ...siteCases('PATCH /site/{id}', all, (id) => ({ method: 'PATCH', path: `/site/${id}`, body: { showNotes: true } })),
  // The threshold page (spec 001 §2.9, §6): everyone who reads the site sees it; admins change it.
  ...siteCases('GET /site/{id}/thresholds', all, (id) => ({ method: 'GET', path: `/site/${id}/thresholds` })),
  ...siteCases('PATCH /site/{id}', admins, (id) => ({ method: 'PATCH', path: `/site/${id}`, body: { rpValuesEdited: false } })),
  ...siteCases('POST /site/{id}/recompute', admins, (id) => ({ method: 'POST', path: `/site/${id}/recompute`, body: { mode: 'future' } })),
  ...siteCases('GET /site/{id}/recompute', all, (id) => ({ method: 'GET', path: `/site/${id}/recompute` })),
  // The third-party sensor API card (spec 002 §2.2 row 3, §6): everyone who reads the site sees it; admins save it.
  ...siteCases('GET /site/{id}/sensor-api', all, (id) => ({ method: 'GET', path: `/site/${id}/sensor-api` })),
  ...siteCases('PUT /site/update/sentek-details/{id}', admins, (id) => ({
    method: 'PUT',
    path: `/site/update/sentek-details/${id}`,
    body: { apiKey: 'loop-key-0001', loggerName: 'Loop logger' },
  })),
  ...siteCases('GET /notes/{siteId}', all, (id) => ({ method: 'GET', path: `/notes/${id}` })),
  ...siteCases('POST /notes/add/{siteId}', all, (id) => ({
    method: 'POST',
    path: `/notes/add/${id}`,
    body: { timestamp: '2026-07-01T12:00:00Z', note: 'Loop note' },
  })),
  {
    route: 'DELETE /notes/delete/{id}',
    allowed: all,
    inside: async (c, db) => {
      if (c.foreign) foreignNote ??= await insertNote(db, await loopSite(db, c.foreign.farm), null);
      return { method: 'DELETE', path: `/notes/delete/${await insertNote(db, await loopSite(db, c.farmId), c.userId)}` };
    },
    outside: () => [{ method: 'DELETE', path: `/notes/delete/${foreignNote}` }],
  },
  // Manual readings (issue 37): the notes' rule — anyone who reads the site lists, adds and deletes them.
  ...siteCases('GET /sites/{siteId}/manual-readings', all, (id) => ({ method: 'GET', path: `/sites/${id}/manual-readings` })),
  ...siteCases('POST /sites/{siteId}/manual-readings', all, (id) => ({
    method: 'POST',
    path: `/sites/${id}/manual-readings`,
    body: { kind: 'rain', takenAt: '2026-07-01T12:00:00Z', value: 5 },
  })),
  {
    route: 'DELETE /sites/{siteId}/manual-readings/{readingId}',
    allowed: all,
    inside: async (c, db) => {
      if (c.foreign) foreignReading ??= await insertManualReading(db, await loopSite(db, c.foreign.farm));
      const site = await loopSite(db, c.farmId);
      return { method: 'DELETE', path: `/sites/${site}/manual-readings/${await insertManualReading(db, site)}` };
    },
    outside: (c) => [{ method: 'DELETE', path: `/sites/${loopSiteIfAny(c.foreign!.farm)}/manual-readings/${foreignReading ?? 'none'}` }],
  },
  // The About page's installation notes (spec 002 §7.2): anyone who reads the site.
  ...siteCases('GET /installationNotes/site/{id}', all, (id) => ({ method: 'GET', path: `/installationNotes/site/${id}?sort=date` })),
  ...siteCases('POST /installationNotes/site/{id}', all, (id) => ({
    method: 'POST',
    path: `/installationNotes/site/${id}`,
    image: PNG,
    fields: { text: 'Loop installation note' },
  })),
  // The farm sites page (spec 001 §2): a farm's sites, or several farms' at once; everyone who reads the farm.
  {
    route: 'GET /farm/{farmId}/sites',
    allowed: all,
    list: true,
    inside: async (c, db) => {
      await loopSite(db, c.farmId);
      return { method: 'GET', path: `/farm/${c.farmId}/sites` };
    },
    outside: (c) => [{ method: 'GET', path: `/farm/${c.foreign!.farm}/sites` }],
  },
  {
    route: 'GET /sites',
    allowed: all,
    list: true,
    inside: async (c, db) => {
      await loopSite(db, c.farmId);
      return { method: 'GET', path: `/sites?farmIds=${c.farmId}` };
    },
    outside: (c) => [
      { method: 'GET', path: `/sites?farmIds=${c.foreign!.farm}` },
      { method: 'GET', path: `/sites?farmIds=${c.farmId},${c.foreign!.farm}` },
    ],
  },
  // The site's hardware link (spec 002 §2.2): everyone who reads the site.
  ...siteCases('GET /site/{id}/connection', all, (id) => ({ method: 'GET', path: `/site/${id}/connection` })),
  ...siteCases('GET /site/{id}/disconnections', all, (id) => ({ method: 'GET', path: `/site/${id}/disconnections` })),
  // Detecting thresholds now: the administrators' tool, down to dealers (policy 'site:recompute').
  ...siteCases('POST /site/{id}/thresholds/detect', recomputers, (id) => ({ method: 'POST', path: `/site/${id}/thresholds/detect` })),
  // A base station's ingestion key: the platform's own administrator only (policy 'station:manage').
  {
    route: 'POST /base-stations/{id}/key',
    allowed: (role) => role === 'tilth_admin',
    inside: async (c, db) => {
      if (c.foreign) foreignStation ??= await stationOf(db, await loopSite(db, c.foreign.farm));
      return { method: 'POST', path: `/base-stations/${await stationOf(db, await loopSite(db, c.farmId))}/key` };
    },
    outside: () => [{ method: 'POST', path: `/base-stations/${foreignStation}/key` }],
  },
  ...deviceCases('DELETE /stem/graph-data/{siteId}/{twigId}', 'graph-data'),
  ...deviceCases('DELETE /stem/phant-data/{siteId}/{twigId}', 'phant-data'),
  ...templateCases(),
  ...notificationCases(),
  ...alertChannelCases(),
  ...planAuditCases(),
  ...subscriptionHistoryCases(),
  ...planCases(),
  ...shopCases(),
  ...siteConfigCases(),
  ...fleetCases(),
  ...accountSecurityCases(),
  ...plannerCases(),
  ...exportCases(),
  ...webhookCases(),
  ...exportJobCases(),
];

/**
 * The documented routes the role loop does not call, each with the reason: public, about the
 * session itself, or not a user's call at all. Every other documented route must be in
 * ROUTE_CASES; permissions.int.test.ts fails on a route that is in neither.
 */
export const OUTSIDE_THE_LOOP: Readonly<Record<string, string>> = {
  // Note photos (issue 37): a multipart field "photo" and an image answer, neither of which the loop's calls send or read.
  'POST /notes/{noteId}/photos': "multipart field photo; outside the caller's subtree 404, as adding a note (fieldWrites.int.test.ts)",
  'GET /notes/photos/{photoId}': "answers the image, not JSON; outside the caller's subtree 404 (fieldWrites.int.test.ts)",
  // Export (issue 32): the job's start answers 202 and its file is a file, not JSON; the sites' rules are POST /export's (in the loop).
  'POST /export/jobs': 'answers 202 with the queued job; sites checked as POST /export, none exportable 400 (exportJobs.int.test.ts)',
  'GET /export/jobs/{jobId}/file': "answers the file, not JSON; another user's job 404 (exportJobs.int.test.ts)",
  'GET /health': 'public: liveness, no caller (http.int.test.ts)',
  'GET /health/ready': 'public: readiness, no caller (databaseOutage.int.test.ts)',
  'POST /user/signin': 'public: makes the session the loop signs in with (auth.int.test.ts)',
  'POST /user/logout': "the caller's own session; would end the loop's session (auth.int.test.ts)",
  // Issue 36: public calls with a mailed link's key or the password (accountSecurity.int.test.ts) …
  'POST /user/password/forgot': "public: names no one's resource but an e-mail address (accountSecurity.int.test.ts)",
  'GET /user/password/reset/{id}': "public: a mailed link's key, no session (accountSecurity.int.test.ts)",
  'POST /user/password/reset': "public: a mailed link's key, no session (accountSecurity.int.test.ts)",
  'POST /user/email/confirm': "public: a mailed link's key, no session (accountSecurity.int.test.ts)",
  'POST /user/signin/two-factor/setup': "public: the sign-in's own step with the password (accountSecurity.int.test.ts)",
  // … and the caller's own second factor, which needs their password and a code from their app.
  'POST /user/security/two-factor/enable': "the caller's own second factor: their password and an app's code (accountSecurity.int.test.ts)",
  'POST /user/security/two-factor/disable':
    "the caller's own second factor: their password and an app's code (accountSecurity.int.test.ts)",
  'POST /user/security/two-factor/recovery-codes': "the caller's own second factor: their password (accountSecurity.int.test.ts)",
  'GET /invitations/{id}': "public: an invitation's mailed key, no session (invitations.int.test.ts)",
  'POST /user/signup/{username}': "public: signing up with an invitation's key, no session (invitations.int.test.ts)",
  'GET /uploads/{name}': 'public: an uploaded image by its unguessable name (uploads are served to <img>, no session)',
  'GET /notifications/unsubscribe': "public: a mailed unsubscribe link's signed token, no session (notifications.int.test.ts)",
  // Issue 32: the caller's own test push and phone code, which reach a device or a phone (not a resource of anyone's).
  'POST /alert-channels/push/test': "the caller's own devices; a push to each (alertChannels.int.test.ts)",
  'POST /alert-channels/phone/code': "the caller's own phone number; texts a code, rate-limited (phoneVerification.int.test.ts)",
  'POST /alert-channels/phone/verify': "the caller's own phone number and its code (phoneVerification.int.test.ts)",
  'POST /stripe/webhook': "the payment provider's signed events, not a user's call (shopStripe.int.test.ts)",
  'POST /ingest/v1/readings': "a base station's key, not a user's session (telemetry.int.test.ts)",
  'GET /weather/{coordinates}': "any signed-in user: coordinates name no one's resource (orgView.int.test.ts)",
  // Issue 32: a user's own API keys, by whoever is signed in; never with a key (apiKeys.int.test.ts).
  'GET /user/api-keys': "the caller's own keys, any role; refused to API keys (apiKeys.int.test.ts)",
  'POST /user/api-keys': "the caller's own keys, any role, farms among those they see (apiKeys.int.test.ts)",
  'DELETE /user/api-keys/{id}': "the caller's own key only; another user's is 404 (apiKeys.int.test.ts)",
};

/**
 * The site configuration calls (issue 12, spec 002 §6) on the loop's Gold sites: everyone reads;
 * admins edit; forecast days and irrigation type for everyone on Gold; recompute-all for the
 * provider's, distributors' and dealers' admins. Last in the loop: the migration queues the site's
 * full recompute, which later recompute requests would meet.
 */
function siteConfigCases(): RouteCase[] {
  const goldAdmins = (role: RoleName) => ['tilth_admin', 'distributor_admin', 'dealer_admin'].includes(role);
  return [
    ...siteCases('GET /site/{id}', all, (id) => ({ method: 'GET', path: `/site/${id}?twigDetails=true` })),
    ...siteCases('GET /site/{id}/state', all, (id) => ({ method: 'GET', path: `/site/${id}/state` })),
    ...siteCases('GET /stem/{id}/bucket-details', all, (id) => ({ method: 'GET', path: `/stem/${id}/bucket-details` })),
    ...siteCases('GET /object/{id}/options', all, (id) => ({ method: 'GET', path: `/object/${id}/options` })),
    ...siteCases('GET /changelog', all, (id) => ({ method: 'GET', path: `/changelog?siteid=${id}` })),
    ...siteCases('PATCH /site/{id}', admins, (id) => ({ method: 'PATCH', path: `/site/${id}`, body: { maxIrrigationVolume: 100 } })),
    ...siteCases('PATCH /site/{id}', all, (id) => ({ method: 'PATCH', path: `/site/${id}`, body: { irrigationType: 'Drip' } })),
    ...siteCases('PUT /site/update/irrigation-rainfall/{id}', all, (id) => ({
      method: 'PUT',
      path: `/site/update/irrigation-rainfall/${id}`,
      body: { forecastDays: [2, 4, 6] },
    })),
    ...siteCases('PUT /site/update/irrigation-rainfall/{id}', admins, (id) => ({
      method: 'PUT',
      path: `/site/update/irrigation-rainfall/${id}`,
      body: { rainfallDataSourceType: 'pivotrac' },
    })),
    ...siteCases('POST /site/{id}/recompute-all', goldAdmins, (id) => ({ method: 'POST', path: `/site/${id}/recompute-all`, body: {} })),
    ...siteCases('GET /site/migrate/irrigation-rainfall/{id}', admins, (id) => ({
      method: 'GET',
      path: `/site/migrate/irrigation-rainfall/${id}`,
    })),
    {
      route: 'GET /site/farm/{farmId}',
      allowed: all,
      list: true,
      inside: (c) => ({ method: 'GET', path: `/site/farm/${c.farmId}?twigDetails=true` }),
      outside: (c) => [{ method: 'GET', path: `/site/farm/${c.foreign!.farm}` }],
    },
    { route: 'GET /site', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/site?name=Loop&twigDetails=true' }) },
    {
      route: 'POST /site/farms',
      allowed: all,
      list: true,
      inside: (c) => ({ method: 'POST', path: '/site/farms', body: { farms: [c.farmId, ...(c.foreign ? [c.foreign.farm] : [])] } }),
    },
    { route: 'GET /types/{typeName}', allowed: all, inside: () => ({ method: 'GET', path: '/types/SoilType' }) },
    reMigrateDataCase(),
  ];
}

/**
 * The documented Recompute all values (spec 001 §7), the threshold page's job with its rule: the
 * admins. That job refuses a second request while one waits, so each caller starts from a site
 * with none (the migration and recompute-all above leave one queued); last, for the same reason.
 */
function reMigrateDataCase(): RouteCase {
  const call = (siteId: string, twig: string): Call => ({ method: 'PUT', path: `/stem/re-migrate-data/${siteId}/${twig}/ACTIVE` });
  return {
    route: 'PUT /stem/re-migrate-data/{siteId}/{twigId}/{status}',
    allowed: admins,
    inside: async (c, db) => {
      if (c.foreign) await loopTwig(db, await loopSite(db, c.foreign.farm));
      const siteId = await loopSite(db, c.farmId);
      await db.deleteFrom('site_recompute_jobs').where('site_id', '=', siteId).execute();
      return call(siteId, await loopTwig(db, siteId));
    },
    outside: (c) => {
      const siteId = loopSiteIfAny(c.foreign!.farm)!;
      return [call(siteId, twigs.get(siteId)!)];
    },
  };
}

/** A call on the loop's site of the caller's farm, refused on the foreign farm's loop site. */
function siteCases(route: string, allowed: (role: RoleName) => boolean, call: (siteId: string) => Call): RouteCase[] {
  return [
    {
      route,
      allowed,
      inside: async (c, db) => {
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return call(await loopSite(db, c.farmId));
      },
      outside: (c) => [call(loopSiteIfAny(c.foreign!.farm)!)],
    },
  ];
}

const stationOf = async (db: Kysely<Database>, siteId: string) =>
  (await db.selectFrom('base_stations').select('id').where('site_id', '=', siteId).executeTakeFirstOrThrow()).id;
let foreignStation: string | undefined;

let foreignNote: string | undefined;
let foreignReading: string | undefined;
/** A rain-gauge reading on a site, for the delete case (its own per call: a delete uses it up). */
async function insertManualReading(db: Kysely<Database>, siteId: string): Promise<string> {
  const id = newObjectId();
  const now = new Date().toISOString();
  await db
    .insertInto('manual_readings')
    .values({ id, site_id: siteId, kind: 'rain', taken_at: now, value: 3, depth_cm: null, note: '', created_by: null, created_at: now })
    .execute();
  return id;
}
async function insertNote(db: Kysely<Database>, siteId: string, author: string | null): Promise<string> {
  const id = newObjectId();
  const now = new Date().toISOString();
  await db
    .insertInto('site_notes')
    .values({ id, site_id: siteId, timestamp: now, note: 'Loop note', created_by: author, created_at: now })
    .execute();
  return id;
}

const twigs = new Map<string, string>();
async function loopTwig(db: Kysely<Database>, siteId: string): Promise<string> {
  let twig = twigs.get(siteId);
  if (!twig) {
    twig = (
      await db.selectFrom('devices').select('device_id').where('site_id', '=', siteId).where('kind', '=', 'probe').executeTakeFirstOrThrow()
    ).device_id;
    twigs.set(siteId, twig);
  }
  return twig;
}

/** Delete Data on the loop site's probe: tilth_admin and dealer_admin only (spec 001 §6). */
function deviceCases(route: string, kind: 'graph-data' | 'phant-data'): RouteCase[] {
  const range = '?fromDate=2026-07-01T00:00:00Z&toDate=2026-07-01T02:00:00Z';
  const call = (siteId: string, twig: string): Call => ({ method: 'DELETE', path: `/stem/${kind}/${siteId}/${twig}${range}` });
  return [
    {
      route,
      allowed: (r) => r === 'tilth_admin' || r === 'dealer_admin',
      inside: async (c, db) => {
        if (c.foreign) await loopTwig(db, await loopSite(db, c.foreign.farm));
        const siteId = await loopSite(db, c.farmId);
        return call(siteId, await loopTwig(db, siteId));
      },
      outside: (c) => {
        const siteId = loopSiteIfAny(c.foreign!.farm)!;
        return [call(siteId, twigs.get(siteId)!)];
      },
    },
  ];
}

// Per test database (the loop runs once per engine): the foreign template by the foreign farm, the public one by the caller's farm.
const foreignTemplates = new Map<string, string>();
const publicTemplates = new Map<string, string>();
/** A TEAM_AND_ABOVE template of the foreign business: no caller of the loop's own branch may see it. */
async function foreignTemplateOf(db: Kysely<Database>, ctx: RoleContext): Promise<void> {
  if (ctx.foreign && !foreignTemplates.has(ctx.foreign.farm)) {
    const id = await insertTemplate(db, { createdBy: ctx.foreign.users[2]!.id, ownerOrganisationId: ctx.foreign.business });
    foreignTemplates.set(ctx.foreign.farm, id);
  }
}
const foreignTemplate = (ctx: RoleContext) => foreignTemplates.get(ctx.foreign!.farm);
async function publicTemplateFor(db: Kysely<Database>, ctx: RoleContext): Promise<string> {
  let id = publicTemplates.get(ctx.farmId);
  if (!id) {
    const root = await db.selectFrom('organisations').select('id').where('type', '=', 'tilth').executeTakeFirstOrThrow();
    id = await insertTemplate(db, { createdBy: ctx.userId, ownerOrganisationId: root.id, sharing: 'PUBLIC' });
    publicTemplates.set(ctx.farmId, id);
  }
  return id;
}
const ownTemplate = (db: Kysely<Database>, c: RoleContext) => insertTemplate(db, { createdBy: c.userId, ownerOrganisationId: c.orgId });

/** Crop templates (spec 001 §7 "Templates"): read by every role, written by the admin roles, each by its creator only. */
function templateCases(): RouteCase[] {
  const writeBody = { name: `Loop template ${unique()}`, cropType: 'Corn', templateData: TWO_ROWS };
  return [
    {
      route: 'GET /templates',
      allowed: all,
      list: true,
      inside: async (c, db) => {
        await foreignTemplateOf(db, c);
        return { method: 'GET', path: '/templates?croptype=corn' };
      },
    },
    { route: 'GET /templates/members', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/templates/members' }) },
    {
      route: 'GET /templates/{id}',
      allowed: all,
      inside: async (c, db) => {
        await foreignTemplateOf(db, c);
        return { method: 'GET', path: `/templates/${await ownTemplate(db, c)}` };
      },
      outside: (c) => [{ method: 'GET', path: `/templates/${foreignTemplate(c)}` }],
    },
    {
      route: 'POST /templates',
      allowed: admins,
      inside: () => ({ method: 'POST', path: '/templates', body: writeBody }),
    },
    {
      route: 'PATCH /templates/{id}',
      allowed: admins,
      inside: async (c, db) => {
        await foreignTemplateOf(db, c);
        return { method: 'PATCH', path: `/templates/${await ownTemplate(db, c)}`, body: { name: `Renamed ${unique()}` } };
      },
      outside: (c) => [{ method: 'PATCH', path: `/templates/${foreignTemplate(c)}`, body: { name: 'Taken over' } }],
    },
    {
      route: 'DELETE /templates/{id}',
      allowed: admins,
      inside: async (c, db) => {
        await foreignTemplateOf(db, c);
        return { method: 'DELETE', path: `/templates/${await ownTemplate(db, c)}` };
      },
      outside: (c) => [{ method: 'DELETE', path: `/templates/${foreignTemplate(c)}` }],
    },
    {
      route: 'GET /templates/{id}/usage',
      allowed: admins,
      inside: async (c, db) => {
        await foreignTemplateOf(db, c);
        return { method: 'GET', path: `/templates/${await ownTemplate(db, c)}/usage` };
      },
      outside: (c) => [{ method: 'GET', path: `/templates/${foreignTemplate(c)}/usage` }],
    },
    {
      route: 'GET /sites/{siteId}/templates/{templateId}',
      allowed: all,
      inside: async (c, db) => {
        await foreignTemplateOf(db, c);
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return { method: 'GET', path: `/sites/${await loopSite(db, c.farmId)}/templates/${await publicTemplateFor(db, c)}` };
      },
      outside: (c) => [
        // Another business's site, and a template the caller may not see on their own site.
        { method: 'GET', path: `/sites/${loopSiteIfAny(c.foreign!.farm)}/templates/${publicTemplates.get(c.farmId)}` },
        { method: 'GET', path: `/sites/${loopSiteIfAny(c.farmId)}/templates/${foreignTemplate(c)}` },
      ],
    },
  ];
}

/** Alert channels (issue 32): the caller's own devices and phone number; the kept text messages for the platform admin. */
function alertChannelCases(): RouteCase[] {
  const device = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `http://127.0.0.1:9/loop/${unique()}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
  };
  return [
    { route: 'GET /alert-channels', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/alert-channels' }) },
    { route: 'GET /alert-channels/push/key', allowed: all, inside: () => ({ method: 'GET', path: '/alert-channels/push/key' }) },
    {
      route: 'PUT /alert-channels/push/subscription',
      allowed: all,
      inside: () => ({ method: 'PUT', path: '/alert-channels/push/subscription', body: device() }),
    },
    {
      route: 'POST /alert-channels/push/subscription/remove',
      allowed: all,
      inside: () => ({ method: 'POST', path: '/alert-channels/push/subscription/remove', body: { endpoint: 'http://127.0.0.1:9/none' } }),
    },
    {
      route: 'PUT /alert-channels/phone',
      allowed: all,
      inside: () => ({ method: 'PUT', path: '/alert-channels/phone', body: { phone: '+18065550199' } }),
    },
    { route: 'DELETE /alert-channels/phone', allowed: all, inside: () => ({ method: 'DELETE', path: '/alert-channels/phone' }) },
    {
      route: 'GET /alert-channels/text-messages',
      allowed: (r) => r === 'tilth_admin',
      list: true,
      inside: () => ({ method: 'GET', path: '/alert-channels/text-messages' }),
    },
  ];
}

/** The bell's routes: a user's own notifications and alert preferences (the farms offered stay in scope). */
function notificationCases(): RouteCase[] {
  return [
    { route: 'GET /notifications', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/notifications' }) },
    { route: 'POST /notifications/read-all', allowed: all, inside: () => ({ method: 'POST', path: '/notifications/read-all', body: {} }) },
    {
      route: 'POST /notifications/{id}/read',
      allowed: all,
      inside: async (c, db) => {
        const foreignUser = c.foreign?.users[0];
        if (c.foreign && foreignUser)
          foreignNotification = await insertNotification(db, foreignUser.id, await loopSite(db, c.foreign.farm), c.foreign.farm);
        return {
          method: 'POST',
          path: `/notifications/${await insertNotification(db, c.userId, await loopSite(db, c.farmId), c.farmId)}/read`,
        };
      },
      outside: () => (foreignNotification ? [{ method: 'POST', path: `/notifications/${foreignNotification}/read` }] : []),
    },
    {
      route: 'GET /notifications/preferences',
      allowed: all,
      list: true,
      inside: () => ({ method: 'GET', path: '/notifications/preferences' }),
    },
    {
      route: 'PUT /notifications/preferences',
      allowed: all,
      inside: () => ({ method: 'PUT', path: '/notifications/preferences', body: defaultAlertPreferences() }),
    },
  ];
}

let foreignNotification: string | undefined;
async function insertNotification(db: Kysely<Database>, userId: string, siteId: string, farmId: string): Promise<string> {
  const id = newObjectId();
  await db
    .insertInto('notifications')
    .values({
      id,
      user_id: userId,
      site_id: siteId,
      farm_id: farmId,
      kind: 'belowRefill',
      event: 'raised',
      title: 'Loop site fell below its refill point',
      created_at: new Date().toISOString(),
      read_at: null,
      in_app: 1,
      mail_state: 'none',
      mailed_at: null,
    })
    .execute();
  return id;
}

/** The Subscription page's tabs (spec 002 §2.1): the platform admin and the users right below the provider (the demo distributor). */
function subscriptionPage(role: RoleName): boolean {
  return role === 'tilth_admin' || role.startsWith('distributor_');
}
// Per test database (the loop runs once per engine), by the foreign farm.
const foreignAudits = new Set<string>();
/** A plan change on the foreign loop site, made by a foreign user: no caller of the loop's own branch may see it. */
async function foreignAuditOf(db: Kysely<Database>, ctx: RoleContext): Promise<void> {
  if (!ctx.foreign || foreignAudits.has(ctx.foreign.farm)) return;
  foreignAudits.add(ctx.foreign.farm);
  await db
    .insertInto('plan_audit')
    .values({
      id: newObjectId(),
      site_id: await loopSite(db, ctx.foreign.farm),
      old_plan: 'Gold',
      current_plan: 'Silver',
      modified_by: ctx.foreign.users[0]!.id,
      modified_by_name: 'Foreign Admin',
      modified_at: new Date().toISOString(),
    })
    .execute();
}

/** Dealer Summary, all site details by dealer, the Audit tab and the site's subscription card (spec 002 §2.2, §2.6–§2.7). */
function planAuditCases(): RouteCase[] {
  return [
    {
      route: 'GET /user/{userId}/dealer-summary',
      allowed: subscriptionPage,
      list: true,
      inside: async (c, db) => {
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return { method: 'GET', path: `/user/${c.userId}/dealer-summary` };
      },
      outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/user/${id}/dealer-summary` })),
    },
    {
      route: 'GET /user/{userId}/dealer-sites',
      allowed: subscriptionPage,
      list: true,
      inside: async (c, db) => {
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return { method: 'GET', path: `/user/${c.userId}/dealer-sites` };
      },
      outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/user/${id}/dealer-sites` })),
    },
    {
      route: 'GET /subscriptions/plan-audit',
      allowed: subscriptionPage,
      list: true,
      inside: async (c, db) => {
        await foreignAuditOf(db, c);
        return { method: 'GET', path: '/subscriptions/plan-audit' };
      },
    },
    ...siteCases('GET /site/{id}/subscription', all, (id) => ({ method: 'GET', path: `/site/${id}/subscription` })),
  ];
}

/** The plan a site will have (its pending change's, else its own): what a plan change names as oldPlan. */
async function latestPlan(db: Kysely<Database>, siteId: string): Promise<string> {
  const pending = await db.selectFrom('site_plan_changes').select('new_plan').where('site_id', '=', siteId).executeTakeFirst();
  return pending?.new_plan ?? (await db.selectFrom('sites').select('plan').where('id', '=', siteId).executeTakeFirstOrThrow()).plan;
}
/** A real change (a pending row; sites.plan stays until the activation job, which the tests don't run). */
const planChangeOf = async (db: Kysely<Database>, siteId: string) => {
  const oldPlan = await latestPlan(db, siteId);
  return [{ siteId, oldPlan, currentPlan: oldPlan === 'Silver' ? 'Gold' : 'Silver' }];
};

/** Subscription History: the page's list, plan changes, the Active switch and the comments calls. */
function subscriptionHistoryCases(): RouteCase[] {
  // Spec 000 §2.3 / 002 §2.1: the platform admin and the users directly under the provider.
  const viewers = (role: RoleName) => role === 'tilth_admin' || role.startsWith('distributor_');
  const editors = (role: RoleName) => role === 'tilth_admin' || role === 'distributor_admin';
  const switchers = (role: RoleName) => editors(role) || role === 'dealer_admin';
  const foreignSite = (c: RoleContext) => loopSiteIfAny(c.foreign!.farm)!;
  return [
    {
      route: 'GET /user/{userId}/subscription-history',
      allowed: viewers,
      list: true,
      inside: async (c, db) => {
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return { method: 'GET', path: `/user/${c.userId}/subscription-history` };
      },
      outside: (c) => foreignUsers(c).map((id) => ({ method: 'GET', path: `/user/${id}/subscription-history` })),
    },
    {
      route: 'POST /subscriptions/plan-changes',
      allowed: editors,
      inside: async (c, db) => {
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return { method: 'POST', path: '/subscriptions/plan-changes', body: await planChangeOf(db, await loopSite(db, c.farmId)) };
      },
      outside: (c) => [
        { method: 'POST', path: '/subscriptions/plan-changes', body: [{ siteId: foreignSite(c), oldPlan: 'Gold', currentPlan: 'None' }] },
      ],
    },
    ...siteCases('POST /site/{id}/deactivate', switchers, (id) => ({ method: 'POST', path: `/site/${id}/deactivate` })),
    ...siteCases('POST /site/{id}/activate', switchers, (id) => ({ method: 'POST', path: `/site/${id}/activate` })),
    ...siteCases('GET /site/subscription-comments/{id}', viewers, (id) => ({
      method: 'GET',
      path: `/site/subscription-comments/${id}`,
    })),
    ...siteCases('POST /subscriptions/activate-comments', viewers, (id) => ({
      method: 'POST',
      path: '/subscriptions/activate-comments',
      body: { siteIds: [id] },
    })),
  ];
}

/** Fleet health (issue 30): the service roles and growers' admins; not business_user nor farm_user. */
function fleetReaders(role: RoleName): boolean {
  return role !== 'business_user' && role !== 'farm_user';
}
const loopDevices = new Map<string, string>();

/** The probe of the loop's site on a farm (its object id), once per farm. */
async function loopDevice(db: Kysely<Database>, farmId: string): Promise<string> {
  let id = loopDevices.get(farmId);
  if (!id) {
    const site = await loopSite(db, farmId);
    id = (await db.selectFrom('devices').select('id').where('site_id', '=', site).where('kind', '=', 'probe').executeTakeFirstOrThrow()).id;
    loopDevices.set(farmId, id);
  }
  return id;
}

function fleetCases(): RouteCase[] {
  return [
    {
      route: 'GET /fleet/devices',
      allowed: fleetReaders,
      list: true,
      inside: async (c, db) => {
        // A device on the foreign farm, which the list must leave out.
        if (c.foreign) await loopDevice(db, c.foreign.farm);
        await loopDevice(db, c.farmId);
        return { method: 'GET', path: '/fleet/devices?limit=1000' };
      },
      outside: (c) => [
        { method: 'GET', path: `/fleet/devices?customer=${c.foreign!.business}` },
        { method: 'GET', path: `/fleet/devices?farm=${c.foreign!.farm}` },
      ],
    },
    {
      route: 'GET /fleet/devices/{id}',
      allowed: fleetReaders,
      inside: async (c, db) => {
        if (c.foreign) await loopDevice(db, c.foreign.farm);
        return { method: 'GET', path: `/fleet/devices/${await loopDevice(db, c.farmId)}` };
      },
      outside: (c) => [{ method: 'GET', path: `/fleet/devices/${loopDevices.get(c.foreign!.farm) ?? 'none'}` }],
    },
  ];
}

/** A session of this user made in the database (as sign-in makes them); answers its id on the Sessions card. */
async function extraSession(db: Kysely<Database>, userId: string): Promise<string> {
  const now = new Date().toISOString();
  const tokenHash = hashToken(`r:${newObjectId()}${newObjectId()}`);
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: now,
      expires_at: '2999-01-01T00:00:00.000Z',
      last_seen_at: now,
      user_agent: null,
      address: null,
    })
    .execute();
  return sessionId(tokenHash);
}

/** Issue 36: every user's own security and sessions; the admins of distributors and dealers (and above) set the account's 2FA rule. */
function accountSecurityCases(): RouteCase[] {
  const settingAdmins = (role: RoleName) => ['tilth_admin', 'distributor_admin', 'dealer_admin'].includes(role);
  const settingsAccount = async (c: RoleContext, db: Kysely<Database>) =>
    c.role === 'tilth_admin'
      ? (
          await db
            .selectFrom('organisations')
            .select('id')
            .where('type', '=', 'distributor')
            .orderBy('created_at')
            .executeTakeFirstOrThrow()
        ).id
      : c.orgId;
  const foreignAccounts = (c: RoleContext) => [c.foreign!.distributor, c.foreign!.dealer];
  return [
    { route: 'GET /user/security', allowed: all, inside: () => ({ method: 'GET', path: '/user/security' }) },
    {
      route: 'POST /user/security/two-factor/setup',
      allowed: all,
      inside: () => ({ method: 'POST', path: '/user/security/two-factor/setup' }),
    },
    { route: 'GET /user/sessions', allowed: all, list: true, inside: () => ({ method: 'GET', path: '/user/sessions' }) },
    {
      route: 'DELETE /user/sessions/{id}',
      allowed: all,
      inside: async (c, db) => {
        await foreignSession(db, c);
        return { method: 'DELETE', path: `/user/sessions/${await extraSession(db, c.userId)}` };
      },
      outside: (c) => [{ method: 'DELETE', path: `/user/sessions/${foreignSessions.get(c.foreign!.users[0]!.id) ?? '0'.repeat(24)}` }],
    },
    {
      route: 'POST /user/sessions/sign-out-others',
      allowed: all,
      inside: () => ({ method: 'POST', path: '/user/sessions/sign-out-others' }),
    },
    {
      route: 'GET /org/{id}/security-settings',
      allowed: settingAdmins,
      inside: async (c, db) => ({ method: 'GET', path: `/org/${await settingsAccount(c, db)}/security-settings` }),
      outside: (c) => foreignAccounts(c).map((id) => ({ method: 'GET', path: `/org/${id}/security-settings` })),
    },
    {
      route: 'PUT /org/{id}/security-settings',
      allowed: settingAdmins,
      inside: async (c, db) => ({
        method: 'PUT',
        path: `/org/${await settingsAccount(c, db)}/security-settings`,
        body: { requireAdminTwoFactor: false },
      }),
      outside: (c) =>
        foreignAccounts(c).map((id) => ({ method: 'PUT', path: `/org/${id}/security-settings`, body: { requireAdminTwoFactor: true } })),
    },
  ];
}

/** A session of a foreign user, made once per foreign branch (the DELETE case's outside call). */
const foreignSessions = new Map<string, string>();
async function foreignSession(db: Kysely<Database>, c: RoleContext): Promise<void> {
  const user = c.foreign?.users[0]?.id;
  if (user && !foreignSessions.has(user)) foreignSessions.set(user, await extraSession(db, user));
}

/** An irrigation logged on a site, for the delete case (its own per call: a delete uses it up). */
async function insertIrrigation(db: Kysely<Database>, siteId: string): Promise<string> {
  const id = newObjectId();
  await db
    .insertInto('site_irrigations')
    .values({
      id,
      site_id: siteId,
      date: '2025-06-01',
      depth_in: 1,
      net_in: 0.85,
      hours: null,
      source: 'logged',
      note: '',
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
let foreignIrrigation: string | undefined;

/** The irrigation planner (issue 29): every role, on Gold loop sites of its own area; other areas' sites and farms refused. */
function plannerCases(): RouteCase[] {
  return [
    {
      route: 'GET /planner',
      allowed: all,
      list: true,
      inside: async (c, db) => {
        // A site on the foreign farm, which the planner must leave out.
        if (c.foreign) await loopSite(db, c.foreign.farm);
        await loopSite(db, c.farmId);
        return { method: 'GET', path: '/planner' };
      },
      outside: (c) => [{ method: 'GET', path: `/planner?farmId=${c.foreign!.farm}` }],
    },
    ...siteCases('GET /sites/{siteId}/recommendation', all, (id) => ({ method: 'GET', path: `/sites/${id}/recommendation` })),
    ...siteCases('GET /sites/{siteId}/irrigations', all, (id) => ({ method: 'GET', path: `/sites/${id}/irrigations` })),
    ...siteCases('POST /sites/{siteId}/irrigations', all, (id) => ({
      method: 'POST',
      path: `/sites/${id}/irrigations`,
      body: { date: '2025-06-01', depthIn: 0.5 },
    })),
    {
      route: 'DELETE /sites/{siteId}/irrigations/{irrigationId}',
      allowed: all,
      inside: async (c, db) => {
        if (c.foreign) foreignIrrigation ??= await insertIrrigation(db, await loopSite(db, c.foreign.farm));
        const site = await loopSite(db, c.farmId);
        return { method: 'DELETE', path: `/sites/${site}/irrigations/${await insertIrrigation(db, site)}` };
      },
      outside: (c) => [{ method: 'DELETE', path: `/sites/${loopSiteIfAny(c.foreign!.farm)}/irrigations/${foreignIrrigation ?? 'none'}` }],
    },
    {
      route: 'GET /farms/{farmId}/water-account',
      allowed: all,
      inside: (c) => ({ method: 'GET', path: `/farms/${c.farmId}/water-account` }),
      outside: (c) => [{ method: 'GET', path: `/farms/${c.foreign!.farm}/water-account` }],
    },
  ];
}

/**
 * Webhooks (issue 32): an account's own admins (policy webhooks:manage; not a farm's admin);
 * another account's webhooks are 404. The webhook of the id routes is inserted for the call; its
 * sealed secret is a placeholder, so the test event fails at once without touching the network.
 */
function webhookCases(): RouteCase[] {
  const managers = (role: RoleName) => role.endsWith('_admin') && role !== 'farm_admin';
  const hookIn = async (db: Kysely<Database>, organisationId: string) => {
    const id = newObjectId();
    const at = new Date().toISOString();
    await db
      .insertInto('webhooks')
      .values({
        id,
        organisation_id: organisationId,
        url: 'http://127.0.0.1:9/loop',
        kinds: '["belowRefill"]',
        secret_sealed: 'v1.placeholder',
        secret_hint: 'loop',
        enabled: 1,
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  };
  const byId = (route: string, method: string, suffix: string, body?: unknown): RouteCase => ({
    route,
    allowed: managers,
    inside: async (c, db) => ({ method, path: `/webhooks/${await hookIn(db, c.orgId)}${suffix}`, body }),
    outside: () => [{ method, path: `/webhooks/NoSuchHook${suffix}`, body }],
  });
  return [
    {
      route: 'GET /org/{id}/webhooks',
      allowed: managers,
      inside: (c) => ({ method: 'GET', path: `/org/${c.orgId}/webhooks` }),
      outside: (c) =>
        [c.foreign!.distributor, c.foreign!.dealer, c.foreign!.business].map((id) => ({ method: 'GET', path: `/org/${id}/webhooks` })),
    },
    {
      route: 'POST /org/{id}/webhooks',
      allowed: managers,
      inside: (c) => ({
        method: 'POST',
        path: `/org/${c.orgId}/webhooks`,
        body: { url: 'http://127.0.0.1:9/loop', kinds: ['belowRefill'] },
      }),
      outside: (c) => [
        { method: 'POST', path: `/org/${c.foreign!.dealer}/webhooks`, body: { url: 'http://127.0.0.1:9/loop', kinds: ['belowRefill'] } },
      ],
    },
    byId('PATCH /webhooks/{id}', 'PATCH', '', { enabled: false }),
    byId('DELETE /webhooks/{id}', 'DELETE', ''),
    byId('POST /webhooks/{id}/rotate-secret', 'POST', '/rotate-secret'),
    byId('POST /webhooks/{id}/test', 'POST', '/test'),
    byId('GET /webhooks/{id}/deliveries', 'GET', '/deliveries'),
  ];
}

/** Export (issue 32): every role, on its own area's Gold loop site; a site of another area is not found. */
function exportCases(): RouteCase[] {
  const body = (siteId: string) => ({
    siteIds: [siteId],
    from: '2026-06-01',
    to: '2026-06-03',
    measures: ['moisture'],
    interval: 'daily',
    format: 'csv',
  });
  return [
    {
      route: 'POST /export',
      allowed: all,
      list: true,
      inside: async (c, db) => {
        // A site on the foreign farm, which the answer must not mention.
        if (c.foreign) await loopSite(db, c.foreign.farm);
        return { method: 'POST', path: '/export', body: body(await loopSite(db, c.farmId)) };
      },
      outside: (c) => [{ method: 'POST', path: '/export', body: body(loopSiteIfAny(c.foreign!.farm) ?? 'none') }],
    },
  ];
}

/**
 * Export's background jobs and weekly e-mails (issue 32): every role may ask; a job or schedule is
 * its owner's alone — another user's is not found, whatever the role.
 */
function exportJobCases(): RouteCase[] {
  const file = path.join(os.tmpdir(), `tilth-loop-export-${process.pid}.csv`);
  const foreignJobs = new Map<string, string>();
  const foreignSchedules = new Map<string, string>();
  const request = (siteId: string) => ({
    siteIds: [siteId],
    from: '2026-06-01',
    to: '2026-06-03',
    measures: ['moisture'],
    interval: 'daily',
    format: 'csv',
  });
  const job = async (db: Kysely<Database>, userId: string) => {
    fs.writeFileSync(file, 'Site\r\n');
    const id = newObjectId();
    await db
      .insertInto('export_jobs')
      .values({
        id,
        user_id: userId,
        request: JSON.stringify(request('x')),
        status: 'done',
        sites_done: 1,
        sites_total: 1,
        file_name: 'tilth-export-2026-06-01-to-2026-06-03.csv',
        file_path: file,
        size_bytes: 6,
        error: null,
        created_at: new Date().toISOString(),
        finished_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    return id;
  };
  const schedule = async (db: Kysely<Database>, userId: string) => {
    const id = newObjectId();
    const { from: _from, to: _to, ...choices } = request('x');
    await db
      .insertInto('export_schedules')
      .values({ id, user_id: userId, request: JSON.stringify(choices), days: 3, last_sent_at: null, created_at: new Date().toISOString() })
      .execute();
    return id;
  };
  /** Another user's job and schedule, made once per role before its calls. */
  const foreignOf = async (c: RoleContext, db: Kysely<Database>) => {
    if (!c.foreign || foreignJobs.has(c.role)) return;
    foreignJobs.set(c.role, await job(db, c.foreign.users[0]!.id));
    foreignSchedules.set(c.role, await schedule(db, c.foreign.users[0]!.id));
  };
  const others = (c: RoleContext, call: (id: string) => Call): Call[] => {
    const id = foreignJobs.get(c.role);
    return id ? [call(id)] : [];
  };
  return [
    {
      route: 'GET /export/jobs',
      allowed: all,
      list: true,
      inside: async (c, db) => {
        await foreignOf(c, db);
        await job(db, c.userId);
        return { method: 'GET', path: '/export/jobs' };
      },
    },
    {
      route: 'GET /export/jobs/{jobId}',
      allowed: all,
      inside: async (c, db) => {
        await foreignOf(c, db);
        return { method: 'GET', path: `/export/jobs/${await job(db, c.userId)}` };
      },
      outside: (c) => others(c, (id) => ({ method: 'GET', path: `/export/jobs/${id}` })),
    },
    {
      route: 'GET /export/schedules',
      allowed: all,
      list: true,
      inside: async (c, db) => {
        await foreignOf(c, db);
        await schedule(db, c.userId);
        return { method: 'GET', path: '/export/schedules' };
      },
    },
    {
      route: 'POST /export/schedules',
      allowed: all,
      inside: async (c, db) => ({ method: 'POST', path: '/export/schedules', body: request(await loopSite(db, c.farmId)) }),
      outside: (c) =>
        c.foreign ? [{ method: 'POST', path: '/export/schedules', body: request(loopSiteIfAny(c.foreign.farm) ?? 'none') }] : [],
    },
    {
      route: 'DELETE /export/schedules/{scheduleId}',
      allowed: all,
      inside: async (c, db) => {
        await foreignOf(c, db);
        return { method: 'DELETE', path: `/export/schedules/${await schedule(db, c.userId)}` };
      },
      outside: (c) => {
        const id = foreignSchedules.get(c.role);
        return id ? [{ method: 'DELETE', path: `/export/schedules/${id}` }] : [];
      },
    },
  ];
}
