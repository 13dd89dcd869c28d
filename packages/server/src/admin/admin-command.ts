// What a moderator's or support's command provides to `npm run admin -- …`. Modules export their
// commands; admin-commands.ts lists them. A command writes plain lines through ctx.out and throws AdminError
// with a sentence for anything the operator got wrong.
import type { FastifyInstance } from 'fastify';

export interface AdminContext {
  /** The server's services (database, mailer, storage, realtime…), built without listening. */
  app: FastifyInstance;
  /** Who is acting: --by, else the operating-system user; written into every logged action. */
  operator: string;
  out(line: string): void;
}

/** Options as node:util parseArgs reads them: strings and booleans; positionals are the words after the name. */
export interface AdminArgs {
  positionals: string[];
  options: Record<string, string | boolean | undefined>;
}

export interface AdminCommand {
  /** One or two words: `reports`, `mute`, `deletions send`. */
  name: string;
  /** The argument pattern shown by help, e.g. `<email|id> --until 2026-12-31 --reason "…"`. */
  usage: string;
  summary: string;
  /** Options the command reads (all strings unless listed in `flags`). */
  options?: string[];
  flags?: string[];
  run(ctx: AdminContext, args: AdminArgs): Promise<void>;
}

/** A mistake of the operator's: printed as it is, exit status 1, no stack. */
export class AdminError extends Error {}
