// The account lifecycle's scheduled tasks on seeded data with old timestamps: the inactivity warning (once), the
// deletion 14 days later (and signing in in between cancels it), expiry and the RULES.md "Constants and limits"
// retention periods (exactly what is due, nothing newer), and the admin commands. The tasks are the server's own,
// from its scheduler.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin/admin-runner.ts';
import { SESSION_COOKIE } from '../../platform/http/viewer.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make, type TestUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { deletionDay } from './inactivity.mail.ts';
import { RETENTION_COMMANDS } from './retention.commands.ts';
import { createRetentionTasks, RETENTION_TASKS } from './retention.jobs.ts';
import { createRetentionRepo } from './retention.repo.ts';
import {
  addDays,
  exists,
  inactivePerson,
  mailsTo,
  runTask,
  seedMatch,
  seedWebForm,
  warnedAt,
} from './testing/retention-seed.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;
const quiet = { error: () => {}, warn: () => {} };

describe('inactivity warning', () => {
  it('mails each person inactive for 6 months less 14 days once, with the deletion date, and marks them', async () => {
    const due = await inactivePerson(server, { inactiveDays: 200 });
    // Warned long ago, then active again, then away again: the old warning no longer counts.
    const again = await inactivePerson(server, { inactiveDays: 200, warnedDaysAgo: 250 });
    const recent = await inactivePerson(server, { inactiveDays: 100 });
    const banned = await inactivePerson(server, { inactiveDays: 200, status: 'banned' });
    const suspended = await inactivePerson(server, { inactiveDays: 200, suspendedDays: 30 });

    const result = await runTask(server.app, RETENTION_TASKS.warning);
    expect(result.warned).toBeGreaterThanOrEqual(2);
    expect(result.failed).toBe(0);

    for (const person of [due, again]) {
      const mails = await mailsTo(server, person.email);
      expect(mails).toHaveLength(1);
      const at = await warnedAt(server, person.id);
      expect(at).toBeInstanceOf(Date);
      const day = deletionDay(addDays(at as Date, 14));
      expect(mails[0]?.subject).toContain(day);
      expect(mails[0]?.text).toContain(`Your account will be deleted on ${day} unless you sign in.`);
    }
    for (const person of [recent, banned, suspended]) {
      expect(await mailsTo(server, person.email)).toHaveLength(0);
      expect(await warnedAt(server, person.id)).toBeNull();
    }

    // A second run (the next day, or another server) sends nothing more.
    await runTask(server.app, RETENTION_TASKS.warning);
    expect(await mailsTo(server, due.email)).toHaveLength(1);
    expect(await mailsTo(server, again.email)).toHaveLength(1);
  });

  it('undoes the mark when the mail cannot be sent, so the next run tries again', async () => {
    const person = await inactivePerson(server, { inactiveDays: 190 });
    const broken: Mailer = {
      send: async () => {
        throw new Error('SMTP is down');
      },
      close: () => {},
    };
    const [warning] = createRetentionTasks({
      repo: createRetentionRepo(db()),
      mailer: broken,
      storage: server.app.services.storage,
      purgeSessions: async () => 0,
      deleteAccount: async () => ({ deleted: false }),
      brand: { product: 'Rookery', supportEmail: 'support@example.test' },
      log: quiet,
      batchSize: 2,
    });
    const result = await warning?.run({ signal: new AbortController().signal });
    expect(result?.failed).toBeGreaterThanOrEqual(1);
    expect(await warnedAt(server, person.id)).toBeNull();
    await runTask(server.app, RETENTION_TASKS.warning);
    expect(await mailsTo(server, person.email)).toHaveLength(1);
    expect(await warnedAt(server, person.id)).toBeInstanceOf(Date);
  });
});

describe('inactivity deletion', () => {
  it('deletes a warned person 14 days after the warning, once; signing in in between cancels it', async () => {
    const staying = await inactivePerson(server, { inactiveDays: 200 });
    const leaving = await inactivePerson(server, { inactiveDays: 200 });
    await runTask(server.app, RETENTION_TASKS.warning);
    expect(await mailsTo(server, leaving.email)).toHaveLength(1);

    // Thirteen days later: too early for anyone.
    await shiftWarning([staying, leaving], 13);
    const early = await runTask(server.app, RETENTION_TASKS.deletion);
    expect(early.failed).toBe(0);
    expect(await exists(server, leaving.id)).toBe(true);

    // One of them opens the app (logincheck marks them active) before the 14 days are up.
    const check = await server.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', cookie: staying.cookie },
      payload: { action: 'logincheck', data: {} },
    });
    expect(check.statusCode).toBe(200);

    await shiftWarning([staying, leaving], 15);
    const before = await deletedCount();
    const result = await runTask(server.app, RETENTION_TASKS.deletion);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(server, leaving.id)).toBe(false);
    expect(await exists(server, staying.id)).toBe(true);
    expect(await deletedCount()).toBe(before + Number(result.deleted));

    // The one who came back is neither deleted later nor warned again until they are away long enough.
    await runTask(server.app, RETENTION_TASKS.deletion);
    await runTask(server.app, RETENTION_TASKS.warning);
    expect(await exists(server, staying.id)).toBe(true);
    expect(await mailsTo(server, staying.email)).toHaveLength(1);
    expect(await deletedCount()).toBe(before + Number(result.deleted));
  });

  it('does not delete someone warned 15 days ago who has been away for less than 6 months', async () => {
    const person = await inactivePerson(server, { inactiveDays: 175, warnedDaysAgo: 15 });
    await runTask(server.app, RETENTION_TASKS.deletion);
    expect(await exists(server, person.id)).toBe(true);
  });

  it('puts the warning back when a deletion fails, and goes on with the others', async () => {
    const first = await inactivePerson(server, { inactiveDays: 220, warnedDaysAgo: 20 });
    const second = await inactivePerson(server, { inactiveDays: 219, warnedDaysAgo: 20 });
    const failOn = first.id;
    const tried: string[] = [];
    const [, deletion] = createRetentionTasks({
      repo: createRetentionRepo(db()),
      mailer: server.app.services.mailer,
      storage: server.app.services.storage,
      purgeSessions: async () => 0,
      deleteAccount: async (id, reason) => {
        tried.push(id);
        if (id === failOn) throw new Error('storage is down');
        return server.app.services.accounts.deleteAccount(id, reason);
      },
      brand: { product: 'Rookery', supportEmail: 'support@example.test' },
      log: quiet,
      batchSize: 1,
    });
    const result = await deletion?.run({ signal: new AbortController().signal });
    expect(result?.failed).toBe(1);
    expect(tried.filter((id) => id === failOn)).toHaveLength(1);
    expect(await exists(server, second.id)).toBe(false);
    expect(await exists(server, first.id)).toBe(true);
    expect(await warnedAt(server, first.id)).toBeInstanceOf(Date);
    // The next run deletes them.
    await runTask(server.app, RETENTION_TASKS.deletion);
    expect(await exists(server, first.id)).toBe(false);
  });
});

async function shiftWarning(people: TestUser[], days: number) {
  for (const person of people) {
    await db().execute(sql`update users set inactivity_warned_at = now() - ${days} * interval '1 day'
      where id = ${person.id} and inactivity_warned_at is not null`);
  }
}

async function deletedCount(): Promise<number> {
  const result = (await db().execute(
    sql`select count(*)::int as n from deleted_accounts where reason = 'inactive'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe('expire', () => {
  it('removes expired codes (keeping the day that counts), sessions, captcha answers, old jobs and runs', async () => {
    const person = await make.account(server);
    const other = await make.account(server);
    const code = async (createdHoursAgo: number, expiresInMinutes: number) => {
      const id = randomUUID();
      await db().execute(sql`insert into auth_codes (id, user_id, purpose, code_hash, sent_to, created_at, expires_at)
        values (${id}, ${person.id}, 'verify', 'x', ${person.email}, now() - ${createdHoursAgo} * interval '1 hour',
                now() + ${expiresInMinutes} * interval '1 minute')`);
      return id;
    };
    const oldCode = await code(48, -48 * 60);
    const todaysExpiredCode = await code(2, -100);
    const liveCode = await code(0, 10);

    const staleSession = `stale-${randomUUID()}`;
    await db().execute(sql`insert into sessions (id, user_id, expires_at) values (${staleSession}, ${person.id},
      now() - interval '1 minute')`);
    const liveSession = person.cookie.slice(`${SESSION_COOKIE}=`.length);
    expect(liveSession.length).toBeGreaterThan(10);

    const spentOld = `old-${randomUUID()}`;
    const spentLive = `live-${randomUUID()}`;
    await db().execute(sql`insert into captcha_spent (key, expires_at) values
      (${spentOld}, now() - interval '1 minute'), (${spentLive}, now() + interval '5 minutes')`);

    const job = async (userId: string | null, kind: string, status: string, daysAgo: number) => {
      const id = randomUUID();
      await db().execute(sql`insert into jobs (id, kind, user_id, status, created_at, updated_at)
        values (${id}, ${kind}, ${userId}, ${status}, now() - ${daysAgo} * interval '1 day',
                now() - ${daysAgo} * interval '1 day')`);
      return id;
    };
    const kind = `test.expire.${randomUUID().slice(0, 6)}`;
    const olderDone = await job(person.id, kind, 'done', 50);
    const newestOldDone = await job(person.id, kind, 'done', 40);
    const otherOnlyDone = await job(other.id, kind, 'done', 45);
    const oldFailed = await job(person.id, kind, 'failed', 40);
    const oldQueued = await job(person.id, kind, 'queued', 40);
    const recentDone = await job(null, kind, 'done', 10);
    const oldSystemDone = await job(null, kind, 'done', 40);
    // A dead letter (a mail whose every try failed) is kept as long as a failed job, for `jobs retry`.
    const oldDead = await job(null, kind, 'dead', 40);
    const recentDead = await job(null, kind, 'dead', 10);

    const task = `test-expire-${randomUUID().slice(0, 6)}`;
    await db().execute(sql`insert into scheduled_runs (task, period, worker, started_at) values
      (${task}, 'old', 'w', now() - interval '100 days'), (${task}, 'recent', 'w', now() - interval '10 days')`);
    const [oldView, recentView] = [randomUUID(), randomUUID()];
    await db().execute(sql`insert into moderation_views (id, moderator_email, report_id, viewed_at) values
      (${oldView}, 'mod@example.test', ${randomUUID()}, now() - interval '25 months'),
      (${recentView}, 'mod@example.test', ${randomUUID()}, now() - interval '23 months')`);

    const result = await runTask(server.app, RETENTION_TASKS.expire);
    expect(result).toMatchObject({
      codes: expect.any(Number),
      sessions: expect.any(Number),
      captchaSpent: expect.any(Number),
      jobs: expect.any(Number),
      scheduledRuns: expect.any(Number),
      moderationViews: expect.any(Number),
    });
    expect(Number(result.codes)).toBeGreaterThanOrEqual(1);

    const ids = async (table: string, column: string, values: string[]) => {
      const result = (await db().execute(
        sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text in (${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      )) as unknown as { rows: { v: string }[] };
      return result.rows.map((r) => r.v).sort();
    };
    expect(await ids('auth_codes', 'id', [oldCode, todaysExpiredCode, liveCode])).toEqual(
      [todaysExpiredCode, liveCode].sort(),
    );
    const { hashToken } = await import('../auth/session.service.ts');
    expect(await ids('sessions', 'id', [staleSession, hashToken(liveSession)])).toEqual([
      hashToken(liveSession),
    ]);
    expect(await ids('captcha_spent', 'key', [spentOld, spentLive])).toEqual([spentLive]);
    // Each person's newest done job of a kind stays (the free first image is counted from it).
    expect(
      await ids('jobs', 'id', [
        olderDone,
        newestOldDone,
        otherOnlyDone,
        oldFailed,
        oldQueued,
        recentDone,
        oldSystemDone,
        oldDead,
        recentDead,
      ]),
    ).toEqual([newestOldDone, otherOnlyDone, oldQueued, recentDone, recentDead].sort());
    expect(await ids('scheduled_runs', 'period', ['old', 'recent'])).toEqual(['recent']);
    expect(await ids('moderation_views', 'id', [oldView, recentView])).toEqual([recentView]);
  });
});

describe('retention', () => {
  it('deletes chats idle for 12 months (ended, or both members away) with their files, and nothing newer', async () => {
    const storage = server.app.services.storage;
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => make.account(server)));
    if (!a || !b || !c || !d) throw new Error('people were not created');
    // c and d have been away for over a year; a and b are active.
    await db().execute(sql`update users set last_active_at = now() - interval '400 days'
      where id in (${c.id}, ${d.id})`);

    const endedIdle = await seedMatch(server, [a.id, b.id], {
      createdDaysAgo: 500,
      endedDaysAgo: 400,
      messageDaysAgo: [450, 420],
    });
    const endedRecently = await seedMatch(server, [a.id, c.id], {
      createdDaysAgo: 500,
      endedDaysAgo: 20,
      messageDaysAgo: [420],
    });
    const awayBoth = await seedMatch(server, [c.id, d.id], { createdDaysAgo: 420 });
    const openOneActive = await seedMatch(server, [b.id, c.id], {
      createdDaysAgo: 500,
      messageDaysAgo: [420],
    });
    const endedTalkedLately = await seedMatch(server, [b.id, d.id], {
      createdDaysAgo: 400,
      endedDaysAgo: 380,
      messageDaysAgo: [390, 60],
    });
    const files = {
      gone: storageKeys.chatImage(endedIdle, `${randomUUID()}.jpg`),
      kept: storageKeys.chatImage(openOneActive, `${randomUUID()}.jpg`),
    };
    await storage.put(files.gone, Buffer.from('jpeg'), 'image/jpeg');
    await storage.put(files.kept, Buffer.from('jpeg'), 'image/jpeg');

    const result = await runTask(server.app, RETENTION_TASKS.retention);
    expect(Number(result.matches)).toBeGreaterThanOrEqual(2);
    expect(Number(result.messages)).toBeGreaterThanOrEqual(2);

    const left = async (room: string) => {
      const r = (await db().execute(sql`select
        (select count(*)::int from matches where id = ${room}) as matches,
        (select count(*)::int from chat_messages where room_id = ${room}) as messages,
        (select count(*)::int from chat_dates where room_id = ${room}) as dates,
        (select count(*)::int from chat_reads where room_id = ${room}) as reads`)) as unknown as {
        rows: { matches: number; messages: number; dates: number; reads: number }[];
      };
      return r.rows[0];
    };
    expect(await left(endedIdle)).toEqual({ matches: 0, messages: 0, dates: 0, reads: 0 });
    expect(await left(awayBoth)).toEqual({ matches: 0, messages: 0, dates: 0, reads: 0 });
    expect(await left(endedRecently)).toEqual({ matches: 1, messages: 1, dates: 1, reads: 2 });
    expect(await left(openOneActive)).toEqual({ matches: 1, messages: 1, dates: 1, reads: 2 });
    expect(await left(endedTalkedLately)).toEqual({ matches: 1, messages: 2, dates: 1, reads: 2 });
    expect(await storage.get(files.gone)).toBeNull();
    expect(await storage.get(files.kept)).not.toBeNull();
    // The people themselves are not the chat retention's business.
    for (const person of [a, b, c, d]) expect(await exists(server, person.id)).toBe(true);
  });

  it('deletes contact requests 12 months after resolution and deletion forms after 24 months', async () => {
    const forms = {
      contactOld: await seedWebForm(server, 'contact', { createdDaysAgo: 500, resolvedDaysAgo: 370 }),
      contactRecent: await seedWebForm(server, 'contact', { createdDaysAgo: 500, resolvedDaysAgo: 330 }),
      contactOpen: await seedWebForm(server, 'contact', { createdDaysAgo: 1000 }),
      feedbackOld: await seedWebForm(server, 'feedback', { createdDaysAgo: 400, resolvedDaysAgo: 380 }),
      deleteOpenOld: await seedWebForm(server, 'delete', { createdDaysAgo: 740 }),
      deleteOpenRecent: await seedWebForm(server, 'delete', { createdDaysAgo: 700 }),
      deleteResolvedOld: await seedWebForm(server, 'delete', { createdDaysAgo: 800, resolvedDaysAgo: 740 }),
      deleteResolvedRecent: await seedWebForm(server, 'delete', {
        createdDaysAgo: 800,
        resolvedDaysAgo: 700,
      }),
    };
    const result = await runTask(server.app, RETENTION_TASKS.retention);
    expect(Number(result.contactRequests)).toBeGreaterThanOrEqual(2);
    expect(Number(result.deletionForms)).toBeGreaterThanOrEqual(2);
    const ids = Object.values(forms);
    const found = (await db().execute(
      sql`select id::text from web_form_submissions where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { id: string }[] };
    expect(found.rows.map((r) => r.id).sort()).toEqual(
      [forms.contactRecent, forms.contactOpen, forms.deleteOpenRecent, forms.deleteResolvedRecent].sort(),
    );
  });
});

describe('admin commands', () => {
  const admin = (argv: string[]) => runAdmin(server.app, RETENTION_COMMANDS, argv, 'tester');

  it('runs a task by hand and lists the tasks with their latest runs', async () => {
    const ran = await admin(['jobs', 'run', 'expire']);
    expect(ran.status).toBe(0);
    const line = ran.lines[0] ?? '';
    expect(line).toMatch(/^expire \(manual \S+, \d+ ms\): /);
    for (const count of ['codes', 'sessions', 'captchaSpent', 'jobs', 'scheduledRuns']) {
      expect(line).toMatch(new RegExp(` ${count}=\\d+`));
    }
    const list = await admin(['jobs', 'list', '--task', 'expire', '--limit', '5']);
    expect(list.status).toBe(0);
    expect(list.lines).toContain('Tasks:');
    for (const name of Object.values(RETENTION_TASKS)) {
      expect(list.lines.some((line) => line.trimStart().startsWith(name))).toBe(true);
    }
    expect(list.lines.some((line) => /expire\s+manual \S+\s+on \S+\s+\d+ ms\s+.*codes=\d+/.test(line))).toBe(
      true,
    );
  });

  it('answers mistakes with a sentence', async () => {
    const unknown = await admin(['jobs', 'run', 'nope']);
    expect(unknown).toEqual({
      status: 1,
      lines: [
        'There is no task "nope". Tasks: inactivity-warning, inactivity-deletion, expire, retention, signin-guard-expire, code-budget-expire, face-check-retention, date-checkins.',
      ],
    });
    expect((await admin(['jobs', 'run'])).lines).toEqual([
      'Name one task to run: inactivity-warning, inactivity-deletion, expire, retention, signin-guard-expire, code-budget-expire, face-check-retention, date-checkins.',
    ]);
    const badLimit = await admin(['jobs', 'list', '--limit', 'ten']);
    expect(badLimit).toEqual({ status: 1, lines: ['--limit must be a whole number from 1 to 500.'] });
    expect((await admin(['jobs', 'list', '--task', 'nope'])).status).toBe(1);
  });
});
