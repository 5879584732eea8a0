import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errorHandler';
import { AppError } from './errors';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('error handling', () => {
  it('hides unknown errors behind a generic 500 in the wrapper', async () => {
    const app = await appThrowing(new Error('SQLITE_ERROR: no such table: users at /work/secret/path.ts:12'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'Something went wrong on our side. Please try again.',
      error: 'InternalServerError',
      status: 500,
    });
    expect(response.body).not.toContain('SQLITE');
  });

  it('passes application errors through with their status, message and fields', async () => {
    const app = await appThrowing(new AppError(400, 'ValidationError', 'Farm Name is required', ['name']));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'Farm Name is required',
      error: 'ValidationError',
      status: 400,
      fields: ['name'],
    });
  });

  it('answers a lost database connection with 503 and Retry-After, so a base station resends later', async () => {
    const app = await appThrowing(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: "The database can't be reached at the moment, so this was not done. Please send it again in a few seconds.",
      error: 'DatabaseUnavailable',
      status: 503,
    });
  });

  it('answers a full disk with 507 and Retry-After, without the file system’s words', async () => {
    const app = await appThrowing(
      Object.assign(new Error('ENOSPC: no space left on device, write /srv/tilth/uploads/x.png'), { code: 'ENOSPC' }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(507);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toMatchObject({ error: 'InsufficientStorage', status: 507 });
    expect(response.body).not.toContain('/srv');
  });

  it('answers unknown routes with a 404 wrapper', async () => {
    const app = await appThrowing(new Error('x'));
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'NotFound', status: 404 });
  });
});
