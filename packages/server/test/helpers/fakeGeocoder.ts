import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGeocoder {
  url: string;
  /** Queries received, in order. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * A local Nominatim stand-in (tests never reach the internet): any address answers a place in
 * Plainview, Texas; 'nowhere' answers no place, 'broken' a 500, and 'hang' never answers.
 */
export async function startFakeGeocoder(port = 0): Promise<FakeGeocoder> {
  const queries: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    if (url.pathname !== '/search') return void response.writeHead(404).end();
    if (/hang/i.test(q)) return; // never answers
    if (/broken/i.test(q)) return void response.writeHead(500).end('oops');
    const places = /nowhere/i.test(q)
      ? []
      : [
          {
            lat: '34.1848',
            lon: '-101.7068',
            display_name: `${q}, Plainview, Hale County, Texas, 79072, United States`,
            address: { state: 'Texas', country_code: 'us' },
          },
        ];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
