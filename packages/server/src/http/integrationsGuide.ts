import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { marked } from 'marked';

/** The guide's one source: docs/integrations.md, which the tests also run the examples of. */
export const INTEGRATIONS_GUIDE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/integrations.md');
export const INTEGRATIONS_GUIDE_PATH = '/api/docs/integrations';

const STYLE = `
body { font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2a1f; margin: 0; background: #f7f8f5; }
main { max-width: 860px; margin: 0 auto; padding: 24px 20px 64px; background: #fff; min-height: 100vh; box-sizing: border-box; }
h1, h2, h3 { line-height: 1.25; color: #24432a; }
h2 { margin-top: 2em; border-bottom: 1px solid #dfe5dc; padding-bottom: 4px; }
pre { background: #1f2a1f; color: #f1f5ee; padding: 12px 14px; border-radius: 6px; overflow-x: auto; font-size: 14px; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
:not(pre) > code { background: #eef2ea; padding: 1px 4px; border-radius: 4px; }
table { border-collapse: collapse; } td, th { border: 1px solid #dfe5dc; padding: 4px 8px; text-align: left; }
a { color: #2f6b3a; }
nav { font-size: 14px; margin-bottom: 8px; }
`;

/** The guide as a page of its own, beside the API reference (/api/docs). */
export function renderIntegrationsGuide(markdown: string): string {
  const body = marked.parse(markdown, { async: false });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tilth API — Integrations guide</title><style>${STYLE}</style></head>
<body><main><nav><a href="/api/docs">API reference</a> · <a href="${INTEGRATIONS_GUIDE_PATH}.md">This guide as Markdown</a></nav>
${body}</main></body></html>`;
}

/** GET /api/docs/integrations (HTML) and /api/docs/integrations.md, read once at start-up. */
export function registerIntegrationsGuide(app: FastifyInstance): void {
  const markdown = fs.existsSync(INTEGRATIONS_GUIDE_FILE) ? fs.readFileSync(INTEGRATIONS_GUIDE_FILE, 'utf8') : null;
  if (markdown === null) {
    app.log.warn(`No integrations guide at ${INTEGRATIONS_GUIDE_FILE}; ${INTEGRATIONS_GUIDE_PATH} is not served.`);
    return;
  }
  const html = renderIntegrationsGuide(markdown);
  app.get(INTEGRATIONS_GUIDE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html),
  );
  app.get(`${INTEGRATIONS_GUIDE_PATH}.md`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/markdown; charset=utf-8').header('Cache-Control', 'no-cache').send(markdown),
  );
}
