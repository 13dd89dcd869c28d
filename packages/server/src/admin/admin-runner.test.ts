// The admin runner: command lookup by words, options, the operator, and how mistakes and failures are answered.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AdminCommand, AdminError } from './admin-command.ts';
import { runAdmin } from './admin-runner.ts';

const app = {} as FastifyInstance;
const seen: { operator: string; positionals: string[]; options: Record<string, unknown> }[] = [];

const commands: AdminCommand[] = [
  {
    name: 'deletions',
    usage: '[--all]',
    summary: 'The queue',
    flags: ['all'],
    async run(ctx, args) {
      seen.push({ operator: ctx.operator, ...args });
      ctx.out('queue');
    },
  },
  {
    name: 'deletions send',
    usage: '<id>',
    summary: 'Mail the confirmation',
    async run(ctx, args) {
      if (!args.positionals[0]) throw new AdminError('Which request? Give its id.');
      ctx.out(`sent ${args.positionals[0]}`);
    },
  },
  {
    name: 'echo',
    usage: '<text>',
    summary: 'Print what was given',
    async run(ctx, args) {
      ctx.out(args.positionals.join(' '));
    },
  },
  {
    name: 'mute',
    usage: '<email|id> --reason "…"',
    summary: 'Mute a person',
    options: ['reason'],
    async run(ctx, args) {
      seen.push({ operator: ctx.operator, ...args });
      ctx.out('partial output');
      throw new Error('database is down');
    },
  },
];

describe('runAdmin', () => {
  it('prefers the longest matching name and passes positionals', async () => {
    expect(await runAdmin(app, commands, ['deletions', 'send', 'abc'], 'ana')).toEqual({
      lines: ['sent abc'],
      status: 0,
    });
    expect(await runAdmin(app, commands, ['deletions', '--all'], 'ana')).toEqual({
      lines: ['queue'],
      status: 0,
    });
    expect(seen.at(-1)).toMatchObject({ operator: 'ana', options: { all: true } });
  });

  it('records --by only as a label beside the operator this process vouches for', async () => {
    await runAdmin(app, commands, ['deletions', '--by', 'Moderator Kim'], 'ana');
    expect(seen.at(-1)?.operator).toBe('ana (says Moderator Kim)');
    await runAdmin(app, commands, ['deletions', '--by', 'ana'], 'ana');
    expect(seen.at(-1)?.operator).toBe('ana');
  });

  it("answers the operator's mistakes with status 1 and a sentence", async () => {
    expect(await runAdmin(app, commands, ['deletions', 'send'], 'ana')).toEqual({
      lines: ['Which request? Give its id.'],
      status: 1,
    });
    const unknownOption = await runAdmin(app, commands, ['deletions', '--colour'], 'ana');
    expect(unknownOption.status).toBe(1);
    expect(unknownOption.lines.at(-1)).toBe('Usage: npm run admin -- deletions [--all]');
    const unknown = await runAdmin(app, commands, ['unban', 'x'], 'ana');
    expect(unknown.status).toBe(1);
    expect(unknown.lines[0]).toBe('Unknown command: unban x');
  });

  it('lists every command for help and for no command at all', async () => {
    for (const argv of [[], ['help'], ['mute', '--help']]) {
      const help = await runAdmin(app, commands, argv, 'ana');
      expect(help.status).toBe(0);
      expect(help.lines.join('\n')).toContain('deletions send <id>');
      expect(help.lines.join('\n')).toContain('Mute a person');
    }
  });

  it('keeps what was printed and reports an unexpected failure with status 2', async () => {
    expect(await runAdmin(app, commands, ['mute', 'a@b.c', '--reason', 'spam'], 'ana')).toEqual({
      lines: ['partial output', 'Failed: database is down'],
      status: 2,
    });
  });

  it('prints what strangers typed without its control characters, keeping line breaks and tabs', async () => {
    const typed = 'Ana\u001b[2J\u0007 wrote:\n\tHello';
    expect(await runAdmin(app, commands, ['echo', typed], 'ana')).toEqual({
      lines: ['Ana\uFFFD[2J\uFFFD wrote:\n\tHello'],
      status: 0,
    });
  });
});
