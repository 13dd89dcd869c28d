// The moderators' face check commands of `npm run admin -- …` (docs/OPERATIONS.md "Face check"): the
// checks a moderator should look at (a face that matched a banned person's or another account's, a request for
// help), and the decision on one. No face is shown anywhere: none is kept.
import { type AdminCommand, AdminError } from '../../admin/admin-command.ts';

const DECISIONS = ['verify', 'refuse', 'tries'] as const;
type Decision = (typeof DECISIONS)[number];

const KIND_TEXT: Record<string, string> = {
  'banned-face': 'the face matches a banned person',
  duplicate: 'the face matches another account',
};

export const FACE_CHECK_COMMANDS: readonly AdminCommand[] = [
  {
    name: 'facechecks',
    usage: '',
    summary:
      'Face checks waiting for a moderator (a banned or second face, a request for help), oldest first',
    async run(ctx) {
      const queue = await ctx.app.services.faceChecks.queue();
      if (queue.length === 0) ctx.out('No face check is waiting for a moderator.');
      for (const row of queue) {
        const why = row.reviewKind
          ? `${KIND_TEXT[row.reviewKind] ?? row.reviewKind}${row.reviewOther ? ` (${row.reviewOther})` : ' (an account deleted since)'}`
          : `help asked after: ${row.reason ?? 'no reason kept'}`;
        ctx.out(`${row.userId} · ${row.email} · ${row.state} · ${why}`);
        if (row.helpMessage) ctx.out(`  Their message: ${row.helpMessage.replace(/\s+/g, ' ')}`);
      }
    },
  },
  {
    name: 'facecheck',
    usage: '<id> --decide verify|refuse|tries [--reason "…"]',
    summary:
      'Decide a face check: verify it, refuse it (the reason is shown to the person), or give 3 new tries',
    options: ['decide', 'reason'],
    async run(ctx, args) {
      const userId = args.positionals[0] ?? '';
      const decide = args.options.decide;
      if (!DECISIONS.includes(decide as Decision)) {
        throw new AdminError('Say what you decide: --decide verify, --decide refuse or --decide tries.');
      }
      const reason = typeof args.options.reason === 'string' ? args.options.reason.trim() : '';
      if (decide === 'refuse' && !reason)
        throw new AdminError('A refusal needs --reason "…": the person reads it.');
      const done = await ctx.app.services.faceChecks.decide(userId, decide as Decision, reason);
      if (!done && decide !== 'tries') throw new AdminError(`No face check for ${userId}.`);
      ctx.out(`Face check of ${userId}: ${decide} (by ${ctx.operator}).`);
    },
  },
];
