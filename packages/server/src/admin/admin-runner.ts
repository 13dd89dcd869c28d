// Finds and runs one admin command from its words (argv after `npm run admin --`). Used in-process by the CLI and
// by a running server's admin socket, so both answer the same.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { type AdminArgs, type AdminCommand, AdminError } from './admin-command.ts';

/**
 * What strangers typed, made safe for a terminal: control characters (an escape sequence could rewrite the
 * operator's screen) become U+FFFD; line breaks and tabs stay. Applied to every line a command prints.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
export const terminalSafe = (text: string) => text.replace(CONTROL, '\uFFFD');

/** The OS user this process runs as: the one identity an admin command can vouch for. */
export function osUser(): string {
  try {
    return userInfo().username || 'operator';
  } catch {
    return 'operator';
  }
}

/**
 * The operator a command records (moderation history, resolved requests): the identity this process vouches for,
 * with a name someone merely typed (--by, or the CLI's own claim over the admin socket) only beside it as a label,
 * so a history entry never shows a made-up name alone.
 */
export function operatorLabel(verified: string, declared: string | undefined): string {
  const said = terminalSafe(declared ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 64);
  return said && said !== verified ? `${verified} (says ${said})` : verified;
}

export interface RunResult {
  lines: string[];
  /** 0 done, 1 the operator's mistake or a refusal, 2 an unexpected failure. */
  status: number;
}

function findCommand(
  commands: readonly AdminCommand[],
  argv: string[],
): { command: AdminCommand; rest: string[] } | null {
  // Longest name first, so `deletions send` wins over `deletions`.
  const sorted = [...commands].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length);
  for (const command of sorted) {
    const words = command.name.split(' ');
    if (words.every((w, i) => argv[i] === w)) return { command, rest: argv.slice(words.length) };
  }
  return null;
}

export function helpLines(commands: readonly AdminCommand[]): string[] {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: npm run admin -- <command> [arguments] [--by NAME]',
    '',
    ...commands.map(
      (c) => `  ${c.name.padEnd(width)}  ${c.summary}\n  ${' '.repeat(width)}  ${c.name} ${c.usage}`,
    ),
  ];
}

export async function runAdmin(
  app: FastifyInstance,
  commands: readonly AdminCommand[],
  argv: string[],
  operator: string,
): Promise<RunResult> {
  const lines: string[] = [];
  const found = findCommand(commands, argv);
  if (!found || argv[0] === 'help' || argv.includes('--help')) {
    const unknown = argv.length > 0 && argv[0] !== 'help' && !argv.includes('--help');
    return {
      lines: [...(unknown ? [`Unknown command: ${argv.join(' ')}`, ''] : []), ...helpLines(commands)],
      status: unknown ? 1 : 0,
    };
  }
  const { command, rest } = found;
  try {
    const options: Record<string, { type: 'string' | 'boolean' }> = { by: { type: 'string' } };
    for (const name of command.options ?? []) options[name] = { type: 'string' };
    for (const name of command.flags ?? []) options[name] = { type: 'boolean' };
    const parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
    const by = operatorLabel(operator, typeof parsed.values.by === 'string' ? parsed.values.by : undefined);
    await command.run(
      { app, operator: by, out: (line) => lines.push(terminalSafe(line)) },
      { positionals: parsed.positionals, options: parsed.values as AdminArgs['options'] },
    );
    return { lines, status: 0 };
  } catch (err) {
    if (err instanceof AdminError) return { lines: [...lines, err.message], status: 1 };
    // parseArgs's own errors (an unknown option, a missing value) are the operator's too.
    if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
      return {
        lines: [...lines, err.message, `Usage: npm run admin -- ${command.name} ${command.usage}`],
        status: 1,
      };
    }
    return { lines: [...lines, `Failed: ${err instanceof Error ? err.message : String(err)}`], status: 2 };
  }
}
