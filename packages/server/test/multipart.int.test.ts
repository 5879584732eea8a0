import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from './helpers/sites';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const BOUNDARY = 'tilth-form-boundary';

/** A form whose file part starts and is never closed: the request ends inside the part. */
const cutShort = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\nPivot wired\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
]);

/**
 * Malformed multipart bodies (issue 27): a form without its boundary, or with a part cut short,
 * answered 500 ('Boundary not found', 'Part terminated early'). They are the client's: 400 naming
 * the form's file field, on every route that reads a form.
 */
describe.each(ENGINES)('malformed multipart forms on %s', (engine) => {
  let t: TestServer;
  let token: string;
  let routes: Record<string, string>;

  beforeAll(async () => {
    t = await startTestServer(engine, { smtpUrl: null });
    const site = await createTestSite(t);
    token = (await t.signin('business.admin')).token;
    routes = { upload: '/file/image', installationNote: `/installationNotes/site/${site.id}` };
  });
  afterAll(async () => t?.close());

  const post = async (path: string, contentType: string, body: Buffer) => {
    const response = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; message: string; fields?: string[] } };
  };

  const malformations = {
    'without a boundary': { contentType: 'multipart/form-data', body: cutShort, says: /names no usable boundary/ },
    'with a part cut short': { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: cutShort, says: /arrived incomplete/ },
  };

  for (const [malformation, { contentType, body, says }] of Object.entries(malformations)) {
    it(`answers 400 naming the file field to a form ${malformation}`, async () => {
      for (const [name, path] of Object.entries(routes)) {
        const answer = await post(path, contentType, body);
        const label = `${name} ${malformation}: ${answer.status} ${answer.body?.message}`;
        expect(answer.status, label).toBe(400);
        expect(answer.body.success, label).toBe(false);
        expect(answer.body.fields, label).toEqual(['file']);
        expect(answer.body.message, label).toMatch(says);
        expect(answer.body.message, label).toContain('"file"');
        expect(answer.body.message, label).not.toMatch(/boundary not found|terminated early/i);
      }
    });
  }

  it('still takes a well-formed form on both routes', async () => {
    const form = () => {
      const data = new FormData();
      data.append('text', 'Pivot wired');
      data.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'x.png');
      return data;
    };
    for (const [name, path] of Object.entries(routes)) {
      const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { authorization: token }, body: form() });
      expect(response.status, name).toBe(200);
    }
  });
});
