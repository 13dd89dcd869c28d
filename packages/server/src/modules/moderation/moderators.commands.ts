// `npm run admin -- moderators add|remove|list`: the moderation console's accounts. `add` prints the
// generated password once, the TOTP secret as an otpauth:// address and as a QR code for an authenticator app.
import QRCode from 'qrcode';
import type { AdminContext } from '../../admin/admin-command.ts';
import { type AdminCommand, AdminError } from '../../admin/admin-command.ts';
import { minute, refusing } from '../../admin/admin-format.ts';
import { localLimiters } from '../../platform/http/rate-limiter.ts';
import { createModeratorsRepo } from './moderators.repo.ts';
import { createModeratorsService } from './moderators.service.ts';

const serviceOf = (ctx: AdminContext) =>
  createModeratorsService({
    repo: createModeratorsRepo(ctx.app.services.database.db),
    limiters: localLimiters,
  });

function oneEmail(positionals: string[], usage: string): string {
  const [email, ...extra] = positionals;
  if (!email || extra.length > 0) throw new AdminError(`Give one email address: npm run admin -- ${usage}`);
  return email;
}

const addCommand: AdminCommand = {
  name: 'moderators add',
  usage: '<email>',
  summary: 'A moderator for /admin: prints a password (once) and the TOTP secret with its QR code.',
  async run(ctx, args) {
    const email = oneEmail(args.positionals, 'moderators add <email>');
    const made = await refusing(() => serviceOf(ctx).add(email));
    // utf8 blocks, not ANSI colours: the admin runner strips control characters from every line it prints.
    const qr = await QRCode.toString(made.uri, { type: 'utf8', errorCorrectionLevel: 'M' });
    ctx.out(`Moderator ${made.email} added. Sign in at /admin.`);
    ctx.out(`Password (shown this once): ${made.password}`);
    ctx.out(`TOTP secret: ${made.secret}`);
    ctx.out(`Authenticator address: ${made.uri}`);
    ctx.out('Scan this with the authenticator app:');
    for (const line of qr.trimEnd().split('\n')) ctx.out(line);
  },
};

const removeCommand: AdminCommand = {
  name: 'moderators remove',
  usage: '<email>',
  summary: 'Removes a moderator and ends their console sessions at once.',
  async run(ctx, args) {
    const email = oneEmail(args.positionals, 'moderators remove <email>');
    await refusing(() => serviceOf(ctx).remove(email));
    ctx.out(`Moderator ${email} removed; their sessions are ended.`);
  },
};

const listCommand: AdminCommand = {
  name: 'moderators list',
  usage: '',
  summary: 'The moderators who can sign in to /admin.',
  async run(ctx) {
    const rows = await serviceOf(ctx).list();
    if (rows.length === 0) ctx.out('No moderators.');
    for (const row of rows) ctx.out(`${row.email} · added ${minute(row.createdAt)}`);
  },
};

export const MODERATOR_COMMANDS: AdminCommand[] = [addCommand, removeCommand, listCommand];
