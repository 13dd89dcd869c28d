// Moderators' rules (RULES.md "Safety and moderation", "Purpose", the EULA's "Account actions"): open reports
// with the conversation they came from; mute (no messages), suspend (no sign-in until a date), ban (never), lift,
// warn, and closing a report without an action. Every action is one transaction: the account's change, its row in
// moderation_actions (who, when, why), the report it settles and the person's notification. A suspension or a ban
// then ends every session and socket of the person at once.

import { AdminError } from '../../admin/admin-command.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { RealtimeHub } from '../../platform/realtime/socket-handler.ts';
import { isUuid } from '../media/media.public.ts';
import type { BanList } from './banned-identities.ts';
import type {
  ContextMessage,
  ConversationReader,
  LoggedAction,
  ModerationAction,
  ModerationRepo,
  Person,
  ReportRow,
  StandingChange,
} from './moderation.repo.ts';
import { CONTEXT, standingOf, whoIs } from './moderation-format.ts';
import { MAX_DAYS, MAX_REASON, MODERATION_TEXT, NOTICE } from './moderation-text.ts';
import { INDEFINITE } from './mute-check.ts';
import { SUSPENSION_END_JOB } from './suspension-end.job.ts';

export interface ModerationDeps {
  repo: ModerationRepo;
  sessions: { endAll(userId: string): Promise<number> };
  realtime: Pick<RealtimeHub, 'disconnectUser'>;
  /** Ends the person's ringing and open calls for both people of each (calls.service.ts endCallsOf). */
  calls?: { endCallsOf(userId: string): Promise<void> };
  jobs: Pick<JobQueue, 'enqueueIn' | 'wake'>;
  /** The ban list (banned-identities.ts): a ban records the person's identities, a lift forgets them. */
  bans: Pick<BanList, 'record' | 'forget'>;
  /** Tells the person of the notice just stored, wherever they are (notifications.service.ts). */
  notices?: { announceNewest(userId: string): Promise<void> };
  clock?: () => Date;
}

export interface ReportGroup {
  reportedId: string;
  email: string | null;
  name: string | null;
  standing: string;
  /** Distinct people who reported this one (a reporter who deleted their account counts once per report). */
  reporters: number;
  reports: Array<ReportRow & { context: ContextMessage[] }>;
}

export interface PersonAction {
  person: string;
  reason: string;
  moderator: string;
  until?: string;
  days?: string;
  report?: string;
}
export function createModerationService(deps: ModerationDeps) {
  const { repo, sessions, realtime, jobs, bans } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function findPerson(ref: string | undefined): Promise<Person> {
    const value = ref?.trim() ?? '';
    if (!value) throw new AdminError(MODERATION_TEXT.noPerson);
    if (isUuid(value.toLowerCase())) {
      const person = await repo.personById(value.toLowerCase());
      if (!person) throw new AdminError(MODERATION_TEXT.unknownId(value));
      return person;
    }
    if (!value.includes('@')) throw new AdminError(MODERATION_TEXT.notAPersonRef(value));
    const person = await repo.personByEmail(value);
    if (!person) throw new AdminError(MODERATION_TEXT.unknownEmail(value));
    return person;
  }

  async function findReport(ref: string | undefined): Promise<ReportRow> {
    const value = ref?.trim().toLowerCase() ?? '';
    if (!value) throw new AdminError(MODERATION_TEXT.noReportId);
    const report = isUuid(value) ? await repo.report(value) : null;
    if (!report) throw new AdminError(MODERATION_TEXT.unknownReport(ref?.trim() ?? ''));
    return report;
  }

  function reasonOf(value: string | undefined): string {
    const reason = value?.replace(/\s+/g, ' ').trim() ?? '';
    if (!reason) throw new AdminError(MODERATION_TEXT.noReason);
    if (reason.length > MAX_REASON) throw new AdminError(MODERATION_TEXT.longReason);
    return reason;
  }

  /** --until YYYY-MM-DD (from the start of that day, UTC) or --days N (from now); null when neither is given. */
  function untilOf(input: { until?: string; days?: string }, now: Date): Date | null {
    if (input.until !== undefined && input.days !== undefined)
      throw new AdminError(MODERATION_TEXT.untilAndDays);
    if (input.until !== undefined) {
      const value = input.until.trim();
      const date = new Date(`${value}T00:00:00.000Z`);
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
        Number.isNaN(date.getTime()) ||
        !date.toISOString().startsWith(value)
      ) {
        throw new AdminError(MODERATION_TEXT.badDate(value));
      }
      if (date <= now) throw new AdminError(MODERATION_TEXT.pastDate(value));
      return date;
    }
    if (input.days !== undefined) {
      const value = input.days.trim();
      const days = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(days >= 1 && days <= MAX_DAYS)) throw new AdminError(MODERATION_TEXT.badDays(value));
      return new Date(now.getTime() + days * 86_400_000);
    }
    return null;
  }

  /** The report an action settles: open, and about this person. */
  async function reportFor(ref: string | undefined, person: Person): Promise<ReportRow | null> {
    if (ref === undefined) return null;
    const report = await findReport(ref);
    if (report.reportedId !== person.id)
      throw new AdminError(MODERATION_TEXT.reportNotAbout(report.id, whoIs(person)));
    if (report.status !== 'open') throw new AdminError(MODERATION_TEXT.reportResolved(report.id));
    return report;
  }

  interface Plan {
    action: Exclude<ModerationAction, 'resolve'>;
    until: Date | null;
    change: StandingChange;
    notice: { title: string; text: string } | null;
  }

  /** Writes the action in one transaction; a report that another moderator closed meanwhile stops it all. */
  async function apply(
    person: Person,
    plan: Plan,
    input: PersonAction,
    reason: string,
    report: ReportRow | null,
  ) {
    const now = clock();
    await repo.transaction(async (tx) => {
      if (Object.keys(plan.change).length > 0) await repo.changeStanding(tx, person.id, plan.change);
      await repo.log(tx, {
        userId: person.id,
        action: plan.action,
        until: plan.until,
        reason,
        moderator: input.moderator,
        reportId: report?.id ?? null,
        createdAt: now,
      });
      if (report && !(await repo.resolveReport(tx, report.id, now))) {
        throw new AdminError(MODERATION_TEXT.reportResolved(report.id));
      }
      // Deleting the account does not end a ban: its address and provider ids stay listed until a lift.
      if (plan.action === 'ban') await bans.record(tx, person.id);
      if (plan.action === 'lift') await bans.forget(tx, { userId: person.id });
      if (plan.notice) await repo.addNotification(tx, person.id, plan.notice.title, plan.notice.text, now);
      if (plan.action === 'suspend' && plan.until) {
        await jobs.enqueueIn(tx, {
          kind: SUSPENSION_END_JOB,
          userId: person.id,
          payload: { until: plan.until.toISOString(), reason },
          runAfter: plan.until,
        });
      }
    });
    if (plan.notice) await deps.notices?.announceNewest(person.id);
    if (plan.action === 'suspend') jobs.wake();
    if (plan.action === 'suspend' || plan.action === 'ban') {
      // At once and on every server: the calls (closedcall to both), the sessions (sign-in refuses them from now
      // on) and the open sockets, PeerJS's too.
      await deps.calls?.endCallsOf(person.id);
      const ended = await sessions.endAll(person.id);
      await realtime.disconnectUser(person.id);
      return ended;
    }
    return 0;
  }

  function inForce(person: Person, now: Date): boolean {
    return standingOf(person, now) !== 'active';
  }

  return {
    findPerson,

    /** Reports grouped by the reported person, most reporters first, each with its conversation's last messages. */
    async reports(includeResolved: boolean, reader: ConversationReader | null): Promise<ReportGroup[]> {
      const now = clock();
      const rows = await repo.reports(includeResolved);
      // Without a reader (the console's queue, which shows no messages) nothing is read, so nothing is logged.
      const messages = reader ? await repo.lastMessages(rows, CONTEXT.list, reader, now) : [];
      const groups = new Map<string, ReportGroup & { people: Set<string> }>();
      for (const row of rows) {
        let group = groups.get(row.reportedId);
        if (!group) {
          group = {
            reportedId: row.reportedId,
            email: row.reportedEmail,
            name: row.reportedName,
            standing:
              row.reportedStatus === null
                ? 'account deleted'
                : standingOf(
                    {
                      status: row.reportedStatus,
                      suspendedUntil: row.reportedSuspendedUntil,
                      mutedUntil: row.reportedMutedUntil,
                    },
                    now,
                  ),
            reporters: 0,
            reports: [],
            people: new Set(),
          };
          groups.set(row.reportedId, group);
        }
        // People, not rows: a reporter is one person however many of their reports are listed.
        group.people.add(row.reporterId ?? `deleted:${row.id}`);
        group.reporters = group.people.size;
        group.reports.push({ ...row, context: messages.filter((m) => m.roomId === row.roomId) });
      }
      return [...groups.values()]
        .map(({ people: _people, ...group }) => group)
        .sort((a, b) => b.reporters - a.reporters);
    },

    /** One report; its last messages too when there is a reader (the read is logged). */
    async report(
      ref: string | undefined,
      reader: ConversationReader | null,
    ): Promise<ReportRow & { context: ContextMessage[] }> {
      const report = await findReport(ref);
      const context = reader ? await repo.lastMessages([report], CONTEXT.full, reader, clock()) : [];
      return { ...report, context };
    },

    async mute(input: PersonAction) {
      const person = await findPerson(input.person);
      const reason = reasonOf(input.reason);
      const now = clock();
      const until = untilOf(input, now) ?? INDEFINITE;
      if (person.status === 'banned') throw new AdminError(MODERATION_TEXT.banned(whoIs(person)));
      const report = await reportFor(input.report, person);
      await apply(
        person,
        {
          action: 'mute',
          until,
          change: { mutedUntil: until },
          notice: { title: NOTICE.mute.title, text: NOTICE.mute.text(until, reason) },
        },
        input,
        reason,
        report,
      );
      return { person, until, report };
    },

    async suspend(input: PersonAction) {
      const person = await findPerson(input.person);
      const reason = reasonOf(input.reason);
      const until = untilOf(input, clock());
      if (!until) throw new AdminError(MODERATION_TEXT.suspensionNeedsEnd);
      if (person.status === 'banned') throw new AdminError(MODERATION_TEXT.banned(whoIs(person)));
      const report = await reportFor(input.report, person);
      const sessionsEnded = await apply(
        person,
        // Told at sign-in (modules/auth) while it lasts, and by a notification when it ends (the job).
        { action: 'suspend', until, change: { status: 'suspended', suspendedUntil: until }, notice: null },
        input,
        reason,
        report,
      );
      return { person, until, report, sessionsEnded };
    },

    async ban(input: PersonAction) {
      const person = await findPerson(input.person);
      const reason = reasonOf(input.reason);
      if (person.status === 'banned') throw new AdminError(MODERATION_TEXT.alreadyBanned(whoIs(person)));
      const report = await reportFor(input.report, person);
      const sessionsEnded = await apply(
        person,
        { action: 'ban', until: null, change: { status: 'banned', suspendedUntil: null }, notice: null },
        input,
        reason,
        report,
      );
      return { person, report, sessionsEnded };
    },

    /**
     * Lifts the ban of an account that was deleted since (so `lift` has no person to find): the keyed hashes of
     * that address and of the provider ids banned with it. Null when an account has the address (use lift).
     */
    async liftDeleted(input: PersonAction): Promise<number | null> {
      const email = input.person.trim();
      if (!email.includes('@') || isUuid(email.toLowerCase()) || (await repo.personByEmail(email)))
        return null;
      reasonOf(input.reason);
      const removed = await repo.transaction((tx) => bans.forget(tx, { userId: null, email }));
      if (removed === 0) throw new AdminError(MODERATION_TEXT.noBanListed(email));
      return removed;
    },

    async lift(input: PersonAction) {
      const person = await findPerson(input.person);
      const reason = reasonOf(input.reason);
      if (!inForce(person, clock())) throw new AdminError(MODERATION_TEXT.nothingToLift(whoIs(person)));
      const report = await reportFor(input.report, person);
      const was = standingOf(person, clock());
      await apply(
        person,
        {
          action: 'lift',
          until: null,
          change: { status: 'active', suspendedUntil: null, mutedUntil: null },
          notice: { title: NOTICE.lift.title, text: NOTICE.lift.text(reason) },
        },
        input,
        reason,
        report,
      );
      return { person, was, report };
    },

    async warn(input: PersonAction) {
      const person = await findPerson(input.person);
      const reason = reasonOf(input.reason);
      const report = await reportFor(input.report, person);
      await apply(
        person,
        {
          action: 'warn',
          until: null,
          change: {},
          notice: { title: NOTICE.warn.title, text: NOTICE.warn.text(reason) },
        },
        input,
        reason,
        report,
      );
      return { person, report };
    },

    /** Closes a report without an action on the person; logged against the reported person. */
    async resolve(input: { report: string | undefined; reason: string | undefined; moderator: string }) {
      const report = await findReport(input.report);
      const reason = reasonOf(input.reason);
      if (report.status !== 'open') throw new AdminError(MODERATION_TEXT.reportResolved(report.id));
      const now = clock();
      await repo.transaction(async (tx) => {
        if (!(await repo.resolveReport(tx, report.id, now))) {
          throw new AdminError(MODERATION_TEXT.reportResolved(report.id));
        }
        await repo.log(tx, {
          userId: report.reportedId,
          action: 'resolve',
          until: null,
          reason,
          moderator: input.moderator,
          reportId: report.id,
          createdAt: now,
        });
      });
      return report;
    },

    async history(ref: string | undefined): Promise<{
      person: Person;
      standing: string;
      reports: { open: number; all: number };
      actions: LoggedAction[];
    }> {
      const person = await findPerson(ref);
      const [reports, actions] = await Promise.all([repo.reportsAbout(person.id), repo.history(person.id)]);
      return { person, standing: standingOf(person, clock()), reports, actions };
    },

    standingOf: (person: Person) => standingOf(person, clock()),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
