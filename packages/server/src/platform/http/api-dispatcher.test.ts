// The dispatcher on its own, with a registry made for the test: gates, methods and input parsing.
import cookie from '@fastify/cookie';
import { defineAction } from '@rookery/shared/api/action.ts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerApi } from './api-dispatcher.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerJsonParser } from './json-parser.ts';
import { registerViewer, type Viewer } from './viewer.ts';

const Echo = z.object({
  name: z.string({ error: 'Name is required' }).min(1, 'Name is required').max(5, 'Too long'),
});
const registry = {
  hello: defineAction<typeof Echo, { greeting: string }>({
    method: 'GET',
    gate: 'public',
    input: Echo,
    outputSchema: z.object({ greeting: z.string() }),
  }),
  whoami: defineAction<z.ZodObject, { id: string }>({
    method: 'GET',
    gate: 'session',
    input: z.object({}),
    outputSchema: z.object({ id: z.string() }),
  }),
  rename: defineAction<typeof Echo, { name: string }>({
    method: 'POST',
    gate: 'member',
    input: Echo,
    outputSchema: z.object({ name: z.string() }),
  }),
};

const people: Record<string, Viewer> = {
  member: { userId: 'm', sessionId: 's1', verified: true, acceptTc: true },
  unverified: { userId: 'u', sessionId: 's2', verified: false, acceptTc: false },
};

async function app() {
  const server = Fastify({ logger: false });
  registerErrorHandler(server);
  registerJsonParser(server);
  await server.register(cookie);
  registerViewer(server, {
    lifetimeSeconds: 60,
    resolve: async (token) => (people[token] ? { viewer: people[token], refreshed: false } : null),
  });
  registerApi(server, registry, {
    hello: async ({ input }) => ({ greeting: `Hi ${input.name}` }),
    whoami: async ({ viewer }) => ({ id: viewer.userId }),
    rename: async ({ input }) => ({ name: input.name }),
  });
  return server;
}

const as = (who?: string) => (who ? { cookie: `rookery_session=${who}` } : {});

describe('registerApi', () => {
  it('refuses to start when an action has no handler', () => {
    const server = Fastify({ logger: false });
    expect(() => registerApi(server, registry, { hello: async () => ({ greeting: '' }) })).toThrow(
      /whoami, rename/,
    );
  });

  it('parses input with the action schema and answers its first message', async () => {
    const server = await app();
    expect((await server.inject('/api?action=hello&name=Ana')).json()).toEqual({
      success: true,
      greeting: 'Hi Ana',
    });
    const missing = await server.inject('/api?action=hello');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, error: 'Name is required' });
    const long = await server.inject('/api?action=hello&name=Bartholomew');
    expect(long.json()).toMatchObject({ success: false, error: 'Too long' });
  });

  it('applies the gates: 401 without a session, 403 before verification and terms', async () => {
    const server = await app();
    expect((await server.inject('/api?action=whoami')).statusCode).toBe(401);
    expect((await server.inject({ url: '/api?action=whoami', headers: as('unverified') })).json()).toEqual({
      success: true,
      id: 'u',
    });
    const post = (who?: string) =>
      server.inject({
        method: 'POST',
        url: '/api',
        headers: { ...as(who), 'content-type': 'application/json' },
        payload: { action: 'rename', data: { name: 'Kai' } },
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post('unverified')).statusCode).toBe(403);
    expect((await post('member')).json()).toEqual({ success: true, name: 'Kai' });
  });

  it('never runs a write through GET, so a link or an image tag cannot change anything', async () => {
    const server = await app();
    const res = await server.inject({ url: '/api?action=rename&name=Kai', headers: as('member') });
    expect(res.statusCode).toBe(404);
  });

  it('checks the gate before the input, so strangers learn nothing about the schema', async () => {
    const server = await app();
    const res = await server.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: { action: 'rename', data: { name: 42 } },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the output schema', () => {
  it('is checked against every answer in tests, and an answer outside it fails loudly', async () => {
    const server = Fastify({ logger: false });
    registerErrorHandler(server);
    const Greeting = z.object({ greeting: z.string() });
    const outputs = {
      kept: defineAction<z.ZodObject, { greeting: string }>({
        method: 'GET',
        gate: 'public',
        input: z.object({}),
        outputSchema: Greeting,
      }),
      broken: defineAction<z.ZodObject, { greeting: string }>({
        method: 'GET',
        gate: 'public',
        input: z.object({}),
        outputSchema: Greeting,
      }),
    };
    registerApi(server, outputs, {
      kept: async () => ({ greeting: 'Hi' }),
      broken: async () => ({ greeting: 7 }) as unknown as { greeting: string },
    });
    expect((await server.inject('/api?action=kept')).json()).toEqual({ success: true, greeting: 'Hi' });
    expect((await server.inject('/api?action=broken')).statusCode).toBe(500);
  });
});
