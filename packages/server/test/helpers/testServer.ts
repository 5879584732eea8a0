import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { DEMO_PASSWORD } from '../../src/seed/demoData';
import { createTestDatabase, type TestEngine } from './testDatabase';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; message: string; error: string | null; status: number; fields?: string[] };
}

export interface TestServer {
  url: string;
  server: RunningServer;
  /** Stops the server and starts a new one on the same database and port-less config. */
  restart(): Promise<void>;
  request<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string },
  ): Promise<ApiAnswer<T>>;
  signin(login: string, password?: string): Promise<{ token: string; userId: string }>;
  close(): Promise<void>;
}

/** The real server on a fresh database of the given engine, listening on a free port. */
export async function startTestServer(engine: TestEngine, overrides: Partial<Config> = {}): Promise<TestServer> {
  const database = await createTestDatabase(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-data-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    dataDir,
    webDist: path.join(dataDir, 'no-web-build'),
    logLevel: 'silent',
    ...overrides,
  };
  let server = await startServer(config);
  let url = server.url;

  const request: TestServer['request'] = async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${urlPath}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };

  const handle: TestServer = {
    get url() {
      return url;
    },
    get server() {
      return server;
    },
    async restart() {
      await server.close();
      server = await startServer(config);
      url = server.url;
    },
    request,
    async signin(login, password = DEMO_PASSWORD) {
      const answer = await request<{ sessionToken: string; id: string }>('POST', '/user/signin', { body: { email: login, password } });
      if (answer.status !== 200) throw new Error(`sign-in as ${login} failed: ${answer.status} ${answer.body?.message}`);
      return { token: answer.body.data.sessionToken, userId: answer.body.data.id };
    },
    async close() {
      await server.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}
