import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local stand-in for Twilio's Messages API (tests never reach Twilio): every POST is recorded with
 * its form fields and answered like Twilio (201 with a message SID); `refuse` makes it answer 400
 * with Twilio's error shape.
 */
export interface FakeTwilio {
  url: string;
  requests: TwilioRequest[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const fake: Omit<FakeTwilio, 'url' | 'close'> = { requests: [], refuse: false };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      fake.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(text)),
      });
      response.setHeader('content-type', 'application/json');
      if (fake.refuse) {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${fake.requests.length.toString().padStart(32, '0')}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }) as FakeTwilio;
}
