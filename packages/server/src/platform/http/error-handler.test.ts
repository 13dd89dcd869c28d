// Unexpected errors become a 500 with the RULES.md "Wire envelope" sentence and nothing of the cause; coded errors
// keep theirs.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('hides the details of an unexpected error behind a 500', async () => {
    const res = await appThatThrows(new Error('relation "users" does not exist at SELECT *')).inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, error: 'Oops something went wrong!' });
    expect(res.body).not.toMatch(/relation|SELECT|stack/);
  });

  it('gives each AppError its status and sentence, with Retry-After when set', async () => {
    const res = await appThatThrows(new AppError('TOO_MANY', undefined, 60)).inject('/boom');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toMatchObject({ success: false, error: 'Too many attempts, please try again later.' });
    const bad = await appThatThrows(new AppError('BAD_INPUT', 'Display Name is required')).inject('/boom');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Display Name is required');
  });

  it('answers a schema failure with its first message', async () => {
    const parsed = z.object({ name: z.string({ error: 'Name is required' }) }).safeParse({});
    const res = await appThatThrows(parsed.error).inject('/boom');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Name is required' });
  });

  it('answers a lost database connection with 503, not 500', async () => {
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const res = await appThatThrows(err).inject('/boom');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});
