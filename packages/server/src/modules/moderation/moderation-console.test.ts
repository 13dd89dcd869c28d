// The moderation console against a real server: moderators made by `npm run admin -- moderators add`,
// sign-in with password and TOTP (right, wrong, replayed, wrong password, lockout), the moderator's cookie and
// routes refusing members, strangers and forged cookies (and members' routes refusing a moderator), the messages
// around a report only, every view logged, and the actions changing the member as the CLI's do.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../admin/admin-commands.ts';
import { runAdmin } from '../../admin/admin-runner.ts';
import { storageKeys } from '../../platform/storage/storage.ts';
import { make } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { users } from '../auth/auth.schema.ts';
import { apiGet, freshIp } from '../auth/testing/auth-test-kit.ts';
import { chatMessages } from '../chat/chat.schema.ts';
import { makeJpeg } from '../media/testing/media-test-kit.ts';
import { HOST_MODERATOR_COOKIE, MODERATOR_COOKIE } from './console.routes.ts';
import { moderationActions, moderationViews, moderatorSessions, reports } from './moderation.schema.ts';
import { MODERATOR_LIMITS, MODERATOR_TEXT } from './moderators.service.ts';

let server: TestServer;
const admin = (...argv: string[]) => runAdmin(server.app, ADMIN_COMMANDS, argv, 'ana');
const db = () => server.database.db;

interface Made {
  email: string;
  password: string;
  secret: string;
}

async function addModerator(email: string): Promise<Made> {
  const result = await admin('moderators', 'add', email);
  expect(result.status).toBe(0);
  const text = result.lines.join('\n');
  const password = /Password \(shown this once\): (\S+)/.exec(text)?.[1] ?? '';
  const secret = /TOTP secret: (\S+)/.exec(text)?.[1] ?? '';
  expect(text).toContain(`otpauth://totp/`);
  expect(text).toMatch(/[█▀▄]/);
  return { email, password, secret };
}

const codeAt = (secret: string, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

function signIn(m: Made, code: string, ip = freshIp(), password = m.password) {
  return server.app.inject({
    method: 'POST',
    url: '/admin/api/signin',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ email: m.email, password, code }),
  });
}

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const set = response.headers['set-cookie'];
  const first = (Array.isArray(set) ? set : [set]).find((c) => String(c).startsWith(`${MODERATOR_COOKIE}=`));
  return String(first ?? '').split(';')[0] ?? '';
}

/** A reported conversation: 30 messages, the report made after the 15th; answers the report's id. */
async function reportedConversation() {
  const { a: reporter, b: reported, room } = await make.room(server);
  const start = Date.now() - 3 * 3600_000;
  for (let i = 1; i <= 30; i += 1) {
    await db()
      .insert(chatMessages)
      .values({
        roomId: room,
        fromId: i % 2 ? reported.id : reporter.id,
        type: 'text',
        chattext: `message ${i}`,
        createdAt: new Date(start + i * 60_000),
      });
  }
  const [report] = await db()
    .insert(reports)
    .values({
      reporterId: reporter.id,
      reportedId: reported.id,
      roomId: room,
      reason: 'Harassment',
      details: 'Rude',
      createdAt: new Date(start + 15 * 60_000 + 30_000),
    })
    .returning({ id: reports.id });
  return { reportId: report?.id as string, reporter, reported };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('moderators add, list and remove', () => {
  it('prints the password once, the otpauth address and a QR code; refuses a second add', async () => {
    const made = await addModerator('kim@mods.test');
    expect(made.password.length).toBeGreaterThanOrEqual(20);
    expect(made.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await admin('moderators', 'add', 'KIM@mods.test')).lines).toEqual([
      MODERATOR_TEXT.exists('KIM@mods.test'),
    ]);
    expect((await admin('moderators', 'list')).lines.join('\n')).toContain('kim@mods.test');
    expect((await admin('moderators', 'remove', 'kim@mods.test')).status).toBe(0);
    expect((await admin('moderators', 'remove', 'kim@mods.test')).status).toBe(1);
  });
});

describe('sign-in with a TOTP code', () => {
  it('takes the right code once; refuses a wrong code, a replayed code and a wrong password', async () => {
    const m = await addModerator('lee@mods.test');
    const wrongCode = String((Number(codeAt(m.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await signIn(m, wrongCode);
    expect(wrong.statusCode).toBe(401);
    // The form comes back with the address typed (never the password or the code), focus on the password.
    expect(wrong.body).toContain('value="lee@mods.test"');
    expect(wrong.body).toMatch(/id="password"[^>]*autofocus/);
    expect(wrong.body).not.toContain(wrongCode);
    expect((await signIn(m, codeAt(m.secret), freshIp(), 'not the password')).statusCode).toBe(401);
    const code = codeAt(m.secret);
    const ok = await signIn(m, code);
    expect(ok.statusCode).toBe(303);
    const set = String(ok.headers['set-cookie']);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/admin');
    const cookie = cookieOf(ok);
    expect((await server.app.inject({ url: '/admin', headers: { cookie } })).body).toContain('Open reports');
    // The same code again (another tab, or someone who watched it typed): refused.
    const replay = await signIn(m, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain(MODERATOR_TEXT.wrong);
    // A code from a step before the one used is refused too; the previous step's is within the window otherwise.
    expect((await signIn(m, codeAt(m.secret, Date.now() - 30_000))).statusCode).toBe(401);
  });

  it('locks an account after its failures, from any address, with 429 and Retry-After', async () => {
    const m = await addModerator('max@mods.test');
    for (let i = 0; i < MODERATOR_LIMITS.account.max; i += 1) {
      expect((await signIn(m, '000000', freshIp(), 'wrong')).statusCode).toBe(401);
    }
    const locked = await signIn(m, codeAt(m.secret), freshIp());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toContain(MODERATOR_TEXT.tooMany);
  });

  it('limits one address across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < MODERATOR_LIMITS.address.max; i += 1) {
      const stranger = { email: `nobody${i}@mods.test`, password: 'x', secret: '' };
      expect((await signIn(stranger, '123456', ip)).statusCode).toBe(401);
    }
    const m = await addModerator('ned@mods.test');
    expect((await signIn(m, codeAt(m.secret), ip)).statusCode).toBe(429);
    expect((await signIn(m, codeAt(m.secret), freshIp())).statusCode).toBe(303);
  });
});

describe('the console', () => {
  let cookie = '';
  let made: Made;
  beforeAll(async () => {
    made = await addModerator('ola@mods.test');
    cookie = cookieOf(await signIn(made, codeAt(made.secret)));
  });

  it('shows the queue oldest first, a report over an hour old highlighted', async () => {
    const { reportId } = await reportedConversation();
    const page = await server.app.inject({ url: '/admin', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<li class="late" data-report="${reportId}">`));
    expect(page.body).toContain('Over an hour');
  });

  it('shows only the messages around the report, and logs the view', async () => {
    const { reportId } = await reportedConversation();
    const page = await server.app.inject({ url: `/admin/reports/${reportId}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    for (let i = 6; i <= 25; i += 1) expect(page.body).toContain(`message ${i}<`);
    expect(page.body).not.toContain('message 5<');
    expect(page.body).not.toContain('message 26<');
    const views = await db().select().from(moderationViews).where(eq(moderationViews.reportId, reportId));
    expect(views).toHaveLength(1);
    expect(views[0]?.moderatorEmail).toBe('ola@mods.test');
    const queue = await server.app.inject({ url: '/admin', headers: { cookie } });
    expect(queue.body).toContain(`/admin/reports/${reportId}">${reportId.slice(0, 8)}`);
  });

  it('shows an image sent around the report, to a moderator only, and no other message as a file', async () => {
    const { reportId, reporter, reported } = await reportedConversation();
    const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
    if (!row?.roomId) throw new Error('the report has no room');
    const room = row.roomId;
    const start = row.createdAt.getTime();
    // One image just before the report (in the window), one after the ten that follow it (outside), as the chat
    // stores them.
    const sent = async (minutes: number) => {
      const filename = `${randomUUID()}.jpg`;
      await server.app.services.storage.put(
        storageKeys.chatImage(room, filename),
        await makeJpeg(),
        'image/jpeg',
      );
      const [message] = await db()
        .insert(chatMessages)
        .values({
          roomId: room,
          fromId: reported.id,
          type: 'image',
          chattext: filename,
          createdAt: new Date(start + minutes * 60_000),
        })
        .returning({ id: chatMessages.id });
      return Number(message?.id);
    };
    const inside = await sent(-0.1);
    const outside = await sent(120);
    const page = await server.app.inject({ url: `/admin/reports/${reportId}`, headers: { cookie } });
    expect(page.body).toContain('Sent an image</div>');
    expect(page.body).toContain(
      `<img class="sent" src="/admin/reports/${reportId}/images/${inside}" alt="The image the reported sent">`,
    );
    expect(page.body).not.toContain(`/images/${outside}"`);

    const image = await server.app.inject({
      url: `/admin/reports/${reportId}/images/${inside}`,
      headers: { cookie },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    // Outside the window, a text message, a made-up id, another report's id: nothing.
    const [text] = await db()
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, room), eq(chatMessages.type, 'text')))
      .limit(1);
    for (const url of [
      `/admin/reports/${reportId}/images/${outside}`,
      `/admin/reports/${reportId}/images/${text?.id}`,
      `/admin/reports/${reportId}/images/99999999`,
      `/admin/reports/${reportId}/images/x`,
      `/admin/reports/${randomUUID()}/images/${inside}`,
    ]) {
      expect((await server.app.inject({ url, headers: { cookie } })).statusCode, url).toBe(404);
    }
    // Nobody else: no cookie, or a member's.
    const member = reporter.cookie;
    expect((await server.app.inject({ url: `/admin/reports/${reportId}/images/${inside}` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await server.app.inject({
          url: `/admin/reports/${reportId}/images/${inside}`,
          headers: { cookie: member },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('suspends with a reason as the CLI does: the member is signed out and the report resolved', async () => {
    const { reportId, reported } = await reportedConversation();
    const act = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: `/admin/api/reports/${reportId}/action`,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(fields),
      });
    const noReason = await act({ action: 'suspend', days: '7', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Give a reason');
    expect((await act({ action: 'explode', reason: 'x' })).statusCode).toBe(400);
    expect((await apiGet(server, 'menudata', { cookie: reported.cookie })).statusCode).toBe(200);
    const done = await act({ action: 'suspend', days: '7', reason: 'Threats in chat' });
    expect(done.statusCode).toBe(303);
    const [row] = await db().select().from(users).where(eq(users.id, reported.id));
    expect(row?.status).toBe('suspended');
    const [action] = await db()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.userId, reported.id));
    expect(action).toMatchObject({ action: 'suspend', reason: 'Threats in chat', reportId });
    expect(action?.moderator).toBe('ola@mods.test (console)');
    expect((await apiGet(server, 'menudata', { cookie: reported.cookie })).statusCode).toBe(401);
    const [report] = await db().select().from(reports).where(eq(reports.id, reportId));
    expect(report?.status).toBe('resolved');
    // Warn, then the CLI's own rule: a banned person cannot be muted.
    expect((await act({ action: 'ban', reason: 'Repeat' })).statusCode).toBe(303);
    const muted = await act({ action: 'mute', reason: 'x' });
    expect(muted.statusCode).toBe(400);
    expect(muted.body).toContain('is banned');
  });
});

describe('who may use the moderator routes', () => {
  it('refuses strangers, members and forged cookies on every route; members’ routes refuse a moderator', async () => {
    const member = await make.account(server);
    const { reportId } = await reportedConversation();
    const m = await addModerator('pia@mods.test');
    const modCookie = cookieOf(await signIn(m, codeAt(m.secret)));
    const routes = [
      { method: 'GET' as const, url: `/admin/reports/${reportId}` },
      { method: 'POST' as const, url: `/admin/api/reports/${reportId}/action` },
      { method: 'POST' as const, url: '/admin/api/signout' },
    ];
    const forged = `${MODERATOR_COOKIE}=${'A'.repeat(43)}`;
    for (const route of routes) {
      for (const cookie of [
        undefined,
        member.cookie,
        forged,
        `${MODERATOR_COOKIE}=${member.cookie.split('=')[1]}`,
      ]) {
        const response = await server.app.inject({
          ...route,
          headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/x-www-form-urlencoded' },
          payload: route.method === 'POST' ? form({ action: 'ban', reason: 'x' }) : undefined,
        });
        expect(response.statusCode, `${route.method} ${route.url} ${cookie}`).toBe(401);
      }
    }
    // The queue without a moderator is the sign-in form only.
    const queue = await server.app.inject({ url: '/admin', headers: { cookie: member.cookie } });
    expect(queue.body).toContain('Moderator sign-in');
    expect(queue.body).not.toContain('Open reports');
    // A moderator is no member.
    expect((await apiGet(server, 'menudata', { cookie: modCookie })).statusCode).toBe(401);
    // Another site's form is refused by the Origin check.
    const crossSite = await server.app.inject({
      method: 'POST',
      url: `/admin/api/reports/${reportId}/action`,
      headers: {
        cookie: modCookie,
        origin: 'https://evil.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form({ action: 'ban', reason: 'x' }),
    });
    expect(crossSite.statusCode).toBe(403);
    // Signed out: the cookie is worth nothing.
    await server.app.inject({ method: 'POST', url: '/admin/api/signout', headers: { cookie: modCookie } });
    expect(
      (await server.app.inject({ url: `/admin/reports/${reportId}`, headers: { cookie: modCookie } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the session', () => {
  it('ends after its idle time', async () => {
    const m = await addModerator('ida@mods.test');
    const cookie = cookieOf(await signIn(m, codeAt(m.secret)));
    const page = () => server.app.inject({ url: '/admin', headers: { cookie } });
    expect((await page()).body).toContain('Open reports');
    await db()
      .update(moderatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await page()).body).toContain('Moderator sign-in');
  });

  it('is a __Host- cookie in production: Secure, Path=/, SameSite=Strict, HttpOnly', async () => {
    const production = await startTestServer({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const made = await runAdmin(
        production.app,
        ADMIN_COMMANDS,
        ['moderators', 'add', 'pro@mods.test'],
        'ana',
      );
      const text = made.lines.join('\n');
      const m = {
        email: 'pro@mods.test',
        password: /Password \(shown this once\): (\S+)/.exec(text)?.[1] ?? '',
        secret: /TOTP secret: (\S+)/.exec(text)?.[1] ?? '',
      };
      const response = await production.app.inject({
        method: 'POST',
        url: '/admin/api/signin',
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ email: m.email, password: m.password, code: codeAt(m.secret) }),
      });
      expect(response.statusCode).toBe(303);
      const set = String(response.headers['set-cookie']);
      expect(set).toMatch(new RegExp(`^${HOST_MODERATOR_COOKIE}=`));
      for (const part of ['Path=/;', 'HttpOnly', 'Secure', 'SameSite=Strict']) expect(set).toContain(part);
    } finally {
      await production.close();
    }
  });
});

describe('bad input', () => {
  it('never answers 500', async () => {
    const m = await addModerator('bad@mods.test');
    const cookie = cookieOf(await signIn(m, codeAt(m.secret)));
    const post = (url: string, type: string, payload: string) =>
      server.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': type }, payload });
    const cases = [
      await post('/admin/api/reports/not-a-uuid/action', 'application/x-www-form-urlencoded', 'action=ban'),
      await post(`/admin/api/reports/${'f'.repeat(36)}/action`, 'application/x-www-form-urlencoded', 'a=%E0'),
      await post('/admin/api/signin', 'application/json', '{"email":["x"],"code":{}}'),
      await post('/admin/api/signin', 'text/plain', 'email=x'),
      await post('/admin/api/signin', 'application/x-www-form-urlencoded', `email=${'x'.repeat(20_000)}`),
      await server.app.inject({ url: '/admin/reports/%00', headers: { cookie } }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
