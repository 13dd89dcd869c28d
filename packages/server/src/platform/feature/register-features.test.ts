// The one registration loop on its own: each part reaches its registrar in the list's order, an action, an admin
// command or a data export section declared twice and an action handled nowhere are refused, and (through tsc) a list that leaves a registry
// action without a handler does not compile.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createExportSections, type ExportSection } from './export-section.ts';
import { defineFeature } from './feature.ts';
import { type FeatureHost, registerFeatures } from './register-features.ts';

function recordingHost() {
  const calls: string[] = [];
  const sections = createExportSections();
  const host: FeatureHost = {
    realtime: {
      registerSocketEvents: (handlers) => calls.push(`socket ${Object.keys(handlers).join(',')}`),
      onConnect: () => calls.push('connect'),
      onDisconnect: () => calls.push('disconnect'),
    },
    worker: { register: (kind) => calls.push(`job ${kind}`) },
    urgentWorker: { register: (kind) => calls.push(`urgent job ${kind}`) },
    scheduler: { register: (task) => calls.push(`task ${task.name}`) },
    allowedOrigins: [],
    adminCommands: [command('backup')],
    exportSections: sections,
  };
  return { calls, host, sections };
}

const section = (key: string): ExportSection => ({ key, about: key, tables: [], read: async () => null });

const command = (name: string) => ({ name, usage: '', summary: name, run: async () => {} });

const task = (name: string) => ({
  name,
  summary: name,
  schedule: { everyMinutes: 5 },
  run: async () => ({}),
});

describe('registerFeatures', () => {
  it('registers every part in the list order, then refuses the registry actions nobody handles', async () => {
    const app = Fastify({ logger: false });
    const { calls, host, sections } = recordingHost();
    const lifecycle: string[] = [];
    const first = defineFeature({
      name: 'first',
      onConnect: async () => {},
      onDisconnect: async () => {},
      tasks: [task('one'), task('two')],
      adminCommands: [command('mute'), command('unmute')],
      exportSections: [section('one'), section('two')],
      onReady: () => {
        lifecycle.push('first ready');
      },
    });
    const second = defineFeature({
      name: 'second',
      socketHandlers: { leaveroom: async () => undefined },
      jobs: [
        { kind: 'k', handler: { run: async () => ({ outcome: null }), failureMessage: 'failed' } as never },
      ],
      tasks: [task('three')],
      adminCommands: [command('deletions')],
      exportSections: [section('three')],
      routes: (scope) => {
        scope.get('/second', async () => 'ok');
      },
      onReady: () => {
        lifecycle.push('second ready');
      },
    });
    await expect(
      // @ts-expect-error: two features handle none of the registry's actions, which must not compile.
      registerFeatures(app, [first, second], host),
    ).rejects.toThrow(/\/api actions without a handler: /);
    expect(calls).toEqual([
      'connect',
      'disconnect',
      'task one',
      'task two',
      'socket leaveroom',
      'job k',
      'task three',
    ]);
    expect(app.adminCommands.map((c) => c.name)).toEqual(['backup', 'mute', 'unmute', 'deletions']);
    expect(sections.list().map((s) => `${s.feature} ${s.key}`)).toEqual([
      'first one',
      'first two',
      'second three',
    ]);
    await app.ready();
    expect(lifecycle).toEqual(['first ready', 'second ready']);
    expect((await app.inject({ url: '/second' })).body).toBe('ok');
    await app.close();
  });

  it('refuses an action handled by two features', async () => {
    const app = Fastify({ logger: false });
    const pebbles = async () => ({ pebbles: 1 });
    const one = defineFeature({ name: 'one', actions: { pebbles } });
    const two = defineFeature({ name: 'two', actions: { pebbles } });
    // @ts-expect-error: the rest of the registry is unhandled; the refusal here comes first.
    await expect(registerFeatures(app, [one, two], recordingHost().host)).rejects.toThrow(
      '/api action pebbles is handled by both one and two',
    );
    await app.close();
  });

  it('refuses an admin command declared by a feature and by the platform, naming the feature', async () => {
    const app = Fastify({ logger: false });
    const copy = defineFeature({ name: 'copy', adminCommands: [command('backup')] });
    // @ts-expect-error: the registry's actions are unhandled; the refusal here comes first.
    await expect(registerFeatures(app, [copy], recordingHost().host)).rejects.toThrow(
      'admin command "backup" is declared twice (the second by copy)',
    );
    await app.close();
  });

  it('refuses a data export section declared by two features, naming both', async () => {
    const app = Fastify({ logger: false });
    const one = defineFeature({ name: 'one', exportSections: [section('profile')] });
    const two = defineFeature({ name: 'two', exportSections: [section('profile')] });
    // @ts-expect-error: the registry's actions are unhandled; the refusal here comes first.
    await expect(registerFeatures(app, [one, two], recordingHost().host)).rejects.toThrow(
      'data export section "profile" is declared by both one and two',
    );
    await app.close();
  });
});
