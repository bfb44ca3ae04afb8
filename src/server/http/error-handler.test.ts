import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { handleError } from './error-handler';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('handleError', () => {
  it('turns an AppError into its status and body', async () => {
    const res = await appThrowing(
      new AppError('FORBIDDEN', 'Subscribe to access intermediate level training videos.'),
    ).request('/boom');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Subscribe to access intermediate level training videos.',
    });
  });

  it('keeps the field errors of an AppError', async () => {
    const res = await appThrowing(
      new AppError('CONFLICT', 'That email is taken.', { email: ['That email is taken.'] }),
    ).request('/boom');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ fieldErrors: { email: ['That email is taken.'] } });
  });

  it('turns a zod failure into a 400 with the messages by field', async () => {
    const schema = z.object({
      graduationYear: z.string().regex(/^\d{4}$/, 'Graduation year must be a 4-digit number.'),
      bio: z.string().max(3, 'Too long'),
    });
    const result = schema.safeParse({ graduationYear: '20', bio: 'abcdef' });
    const res = await appThrowing(result.error).request('/boom');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Graduation year must be a 4-digit number.',
      fieldErrors: {
        graduationYear: ['Graduation year must be a 4-digit number.'],
        bio: ['Too long'],
      },
    });
  });

  it('keeps the status of a client HTTPException', async () => {
    const res = await appThrowing(new HTTPException(413, { message: 'Too big' })).request('/boom');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Too big' });
  });

  it('answers anything else with a generic 500 and no stack trace', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(new Error('secret connection string leaked')).request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(logged).toHaveBeenCalled();
  });
});

describe('the error log', () => {
  it('names an ingest request without its stream key, as the request log does', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono();
    app.put('/ingest/:key/:file', () => {
      throw new Error('disk full');
    });
    app.onError(handleError);
    const key = 'k3yTh4tMustN3v3rB3L0gg3d_0123456789abcdefgh';
    const res = await app.request(`/ingest/${key}/seg7.ts`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBe('[error] PUT /ingest/[key]/seg7.ts');
    expect(JSON.stringify(logged.mock.calls.map((call) => String(call[0])))).not.toContain(key);
  });

  it('treats a request its client abandoned as no server failure: no 500, nothing logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new AbortController();
    const app = new Hono();
    app.put('/upload', () => {
      // The connection closes while the body is read.
      client.abort();
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    });
    app.onError(handleError);
    const res = await app.request(
      new Request('http://localhost/upload', { method: 'PUT', signal: client.signal }),
    );
    expect(res.status).toBe(400);
    expect(logged).not.toHaveBeenCalled();
  });

  it('still logs the same error when the client is there', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThrowing(
      Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
    ).request('/boom');
    expect(res.status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
