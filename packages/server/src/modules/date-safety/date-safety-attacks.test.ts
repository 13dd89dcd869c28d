// Date safety against the other person, over a real server and real sockets. The date partner (or the
// sharer, frightened) unmatches, cancels, blocks or reports during the date: check-ins, "I need help" and the missed
// check-in alert keep working from the shared record, and the contact is told how the date ended, in the date's
// own time zone. "Share my date" is no mail channel to strangers: the contact accepts first, "this isn't me" and the
// stop link end it for every sender, requests and shares are capped per receiving inbox, a muted person can set no
// contact, no display name goes into a subject. The contact's page shows the date as it was shared, never the other
// person's later name or picture, and after an ending no picture at all. Dates are at most 90 days ahead.
import { SAFETY, SAFETY_TEXT } from '@rookery/shared/api/date-safety.actions.ts';
import { escapeHtml } from '@rookery/shared/html.ts';
import { CHAT_MESSAGES } from '@rookery/shared/schemas/chat.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../admin/admin-commands.ts';
import { runAdmin } from '../../admin/admin-runner.ts';
import { zonedClock, zonedTime } from '../../platform/mail/zoned-time.ts';
import { emitAck } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { users } from '../auth/auth.schema.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { userLocations } from '../location/location.schema.ts';
import { makePng } from '../media/testing/media-test-kit.ts';
import { profiles } from '../profile/profile.schema.ts';
import { SHARE_INBOX_LIMIT } from './date-safety.service.ts';
import * as kit from './testing/safety-kit.ts';
import { HOUR, safetyAt } from './testing/safety-kit.ts';

const realtime = useSocketServer();
let server: TestServer;
beforeAll(() => {
  server = realtime.server;
});

const post = (who: { cookie: string }, action: string, data: unknown) => kit.post(server, who, action, data);
const safetyOf = async (who: { cookie: string }, date: string) =>
  apiGet(server, `datesafety&date=${date}`, { cookie: who.cookie });

/** Runs the missed check-in task as if it were `hours` from now. */
async function runTaskIn(hours: number) {
  return safetyAt(server, () => new Date(Date.now() + hours * HOUR)).service.alertMissed();
}

/** A new display name (the profile editor's save, as the database keeps it). */
async function renameTo(userId: string, displayName: string) {
  await server.database.db.update(profiles).set({ displayName }).where(eq(profiles.userId, userId));
}

const AUCKLAND = 'Pacific/Auckland';

/** `a` shares `date` with a new contact, in Auckland's zone (no stored position: the device's zone counts). */
async function sharedInAuckland(a: { id: string; cookie: string }, date: string) {
  await server.database.db.delete(userLocations).where(eq(userLocations.userId, a.id));
  const email = await kit.withContact(server, a);
  const shared = await post(a, 'sharedate', { date, safe_after_hours: 1, time_zone: AUCKLAND });
  expect(shared.statusCode, shared.body).toBe(200);
  return email;
}

const REPORT = { reason: 'Harrassment', details: 'Frightened me at the cafe.' } as const;

describe('the date partner cannot switch date safety off', () => {
  // Who acts: `b` is the date partner; `a` shared. In the last two, `a` blocks or reports during a bad date.
  const endings = [
    { name: 'the partner unmatches', how: 'unmatch', by: 'b', event: 'unmatch' },
    { name: 'the partner cancels the accepted date', how: 'cancelled', by: 'b', event: 'canceldate' },
    { name: 'the sharer blocks the partner', how: 'block', by: 'a', event: 'block' },
    { name: 'the sharer reports the partner', how: 'report', by: 'a', event: 'report' },
  ] as const;

  it.each(endings)(
    '$name: check-ins, "I need help" and the missed alert go on, and the contact is told',
    async ({ how, by, event }) => {
      const pair = await kit.acceptedDate(server, HOUR);
      const { a, b, room, date } = pair;
      const email = await kit.withContact(server, a);
      expect((await post(a, 'sharedate', { date, safe_after_hours: 1 })).statusCode).toBe(200);
      expect((await post(a, 'checkin', { date, kind: 'arrived' })).statusCode).toBe(200);
      await kit.waitForMails(server, email, 2);

      const actor = by === 'a' ? a : b;
      const socket = await realtime.socketOf(actor, room);
      const ids =
        event === 'canceldate'
          ? { dateid: date }
          : event === 'block'
            ? {}
            : { unmatcher: actor.id, unmatchee: by === 'a' ? b.id : a.id, full_match: 0 };
      const answer = await emitAck(socket, event, { room, ...ids, ...(event === 'report' ? REPORT : {}) });
      expect(answer.success, JSON.stringify(answer)).toBe(true);

      // The safety screen still opens and says what happened; "I need help" still reaches the contact.
      const screen = await safetyOf(a, date);
      expect(screen.statusCode, screen.body).toBe(200);
      expect(screen.json().safety.ended).toMatchObject({ how });
      const help = await post(a, 'needhelp', { date });
      expect(help.statusCode, help.body).toBe(200);
      const [helpMail] = await kit.waitForMails(server, email, 3);
      expect(helpMail?.subject).toBe('Urgent: your friend needs help now (Rookery)');
      expect(helpMail?.text).toMatch(/The (match was (ended|closed)|date was cancelled)/);

      // The missed "I'm safe" is still alerted, once, with the ending in it.
      expect((await runTaskIn(2 + SAFETY.checkInGraceMs / HOUR + 0.1)).alerted).toBe(1);
      const [missed] = await kit.waitForMails(server, email, 4);
      expect(missed?.subject).toBe('A missed check-in on Rookery: please check on your friend');
      expect(missed?.text).toMatch(
        /The (match was (ended|closed)|date was cancelled)[^.]* before the date, on /,
      );
      console.log(
        `[${how}] the contact reads: ${missed?.text.split('\n').find((line) => /^The (match|date)/.test(line))}`,
      );
      expect((await runTaskIn(3)).alerted).toBe(0);
      // The partner's own safety screen of that date is closed to them (they never shared it).
      expect((await safetyOf(b, date)).statusCode).toBe(404);
    },
  );

  it('goes on when a moderator bans the partner', async () => {
    const { a, b, date } = await kit.acceptedDate(server, HOUR);
    const email = await kit.withContact(server, a);
    await post(a, 'sharedate', { date, safe_after_hours: 1 });
    await kit.waitForMails(server, email, 2);
    const banned = await runAdmin(server.app, ADMIN_COMMANDS, ['ban', b.id, '--reason', 'Threats'], 'ana');
    expect(banned.status, banned.lines.join('\n')).toBe(0);
    expect((await safetyOf(a, date)).statusCode).toBe(200);
    expect((await post(a, 'needhelp', { date })).statusCode).toBe(200);
    expect((await runTaskIn(2 + SAFETY.checkInGraceMs / HOUR + 0.1)).alerted).toBe(1);
    expect((await kit.waitForMails(server, email, 4)).map((m) => m.subject)).toContain(
      'A missed check-in on Rookery: please check on your friend',
    );
  });

  it('goes on when the partner deletes their account (deleteaccount), and the contact is told', async () => {
    const { a, b, date } = await kit.acceptedDate(server, HOUR);
    const email = await sharedInAuckland(a, date);
    const token = kit.tokenIn((await kit.waitForMails(server, email, 2))[0]?.text);
    expect((await post(b, 'deleteaccount', { source: 'App' })).json()).toEqual({ success: true });
    expect((await apiGet(server, 'menudata', { cookie: b.cookie })).statusCode).toBe(401);

    const screen = await safetyOf(a, date);
    expect(screen.statusCode, screen.body).toBe(200);
    const { ended, date: shared } = screen.json().safety;
    expect(ended).toMatchObject({ how: 'deleted' });
    expect(shared.match_name).toBe(b.displayName);
    const sentence = `The match was closed because an account was deleted before the date, on ${zonedTime(new Date(ended.at), AUCKLAND)}.`;
    console.log(`[after deletion] the contact reads: ${sentence}`);

    expect((await post(a, 'checkin', { date, kind: 'arrived' })).statusCode).toBe(200);
    const help = await post(a, 'needhelp', { date });
    expect(help.statusCode, help.body).toBe(200);
    const [helpMail] = await kit.waitForMails(server, email, 3);
    expect(helpMail?.subject).toBe('Urgent: your friend needs help now (Rookery)');
    expect(helpMail?.text).toContain(sentence);
    expect(helpMail?.text).toContain(`Who: ${b.displayName}`);

    expect((await runTaskIn(2 + SAFETY.checkInGraceMs / HOUR + 0.1)).alerted).toBe(1);
    const [missed] = await kit.waitForMails(server, email, 4);
    expect(missed?.subject).toBe('A missed check-in on Rookery: please check on your friend');
    expect(missed?.text).toContain(`${a.displayName} planned to say they were safe by`);
    expect(missed?.text).toContain(sentence);
    expect((await runTaskIn(3)).alerted).toBe(0);
    // A late "I'm safe" still counts, and the page says what happened, without the picture.
    expect((await post(a, 'checkin', { date, kind: 'safe' })).statusCode).toBe(200);
    const page = await server.app.inject({ url: `/safe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escapeHtml(sentence));
    expect(page.body).toContain('Safe: checked in');
    expect(page.body).not.toContain('<img');
  });

  it('says "during the date, at <time>" in the date’s zone when the partner unmatches after it began', async () => {
    const { a, b, room, date } = await kit.acceptedDate(server, -30 * 60_000);
    const email = await sharedInAuckland(a, date);
    const token = kit.tokenIn((await kit.waitForMails(server, email, 2))[0]?.text);
    expect((await post(a, 'checkin', { date, kind: 'arrived' })).statusCode).toBe(200);
    const socket = await realtime.socketOf(b, room);
    const answer = await emitAck(socket, 'unmatch', {
      room,
      unmatcher: b.id,
      unmatchee: a.id,
      full_match: 0,
    });
    expect(answer.success, JSON.stringify(answer)).toBe(true);

    const { ended } = (await safetyOf(a, date)).json().safety;
    expect(ended).toMatchObject({ how: 'unmatch' });
    const clock = zonedClock(new Date(ended.at), AUCKLAND);
    expect(clock).toMatch(/^\d{1,2}:\d\d [ap]m NZ[DS]T$/);
    const sentence = `The match was ended during the date, at ${clock}.`;
    console.log(`[unmatch during the date] the contact reads: ${sentence}`);

    expect((await post(a, 'needhelp', { date })).statusCode).toBe(200);
    const [helpMail] = await kit.waitForMails(server, email, 3);
    expect(helpMail?.subject).toBe('Urgent: your friend needs help now (Rookery)');
    expect(helpMail?.text).toContain(sentence);
    expect(helpMail?.text).not.toContain('before the date');
    // The date began 30 min ago and "I'm safe" was due an hour after it: the missed alert says the same.
    expect((await runTaskIn(0.5 + SAFETY.checkInGraceMs / HOUR + 0.1)).alerted).toBe(1);
    const [missed] = await kit.waitForMails(server, email, 4);
    expect(missed?.subject).toBe('A missed check-in on Rookery: please check on your friend');
    expect(missed?.text).toContain(sentence);
    expect((await server.app.inject({ url: `/safe/${token}` })).body).toContain(escapeHtml(sentence));
  });
});

describe('the contact’s page after the partner cancels the accepted date', () => {
  it('says the date was cancelled, keeps the shared name, and shows nothing live of the partner', async () => {
    const { a, b, room, date } = await kit.acceptedDate(server, 2 * HOUR);
    await server.app.services.storage.put(`ai/${b.imageId}.png`, await makePng(), 'image/png');
    const email = await sharedInAuckland(a, date);
    const token = kit.tokenIn((await kit.waitForMails(server, email, 2))[0]?.text);
    const before = await server.app.inject({ url: `/safe/${token}` });
    expect(before.body).toContain('<img');
    expect(before.body).not.toContain('class="ended"');

    const socket = await realtime.socketOf(b, room);
    const answer = await emitAck(socket, 'canceldate', { room, dateid: date });
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    await renameTo(b.id, 'Renamed After Cancel');

    const { ended } = (await safetyOf(a, date)).json().safety;
    expect(ended).toMatchObject({ how: 'cancelled' });
    const sentence = ended.at
      ? `The date was cancelled before the date, on ${zonedTime(new Date(ended.at), AUCKLAND)}.`
      : 'The date was cancelled.';
    console.log(`[cancel] the contact reads: ${sentence}`);
    const page = await server.app.inject({ url: `/safe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<p class="ended" role="status">${escapeHtml(sentence)} ${escapeHtml(a.displayName)}’s check-ins and alerts still reach you.</p>`,
    );
    expect(page.body).toContain(`<strong>${escapeHtml(b.displayName)}</strong>`);
    expect(page.body).not.toContain('Renamed After Cancel');
    expect(page.body).not.toContain('<img');
    expect(page.body).not.toContain('Realname');
    expect((await server.app.inject({ url: `/safe/${token}/image` })).statusCode).toBe(404);
  });
});

describe('times in the date’s own zone', () => {
  it('writes the share mail and the page in the zone of the sharer’s position (Auckland), with the weekday', async () => {
    const { a, date } = await kit.acceptedDate(server, 2 * HOUR);
    const email = await kit.withContact(server, a);
    await post(a, 'sharedate', { date, time_zone: 'Pacific/Auckland' });
    const [mail] = await kit.waitForMails(server, email, 2);
    const safety = (await safetyOf(a, date)).json().safety;
    const local = zonedTime(new Date(safety.date.date_at), 'Pacific/Auckland');
    expect(local).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d+ \w+, \d+:\d\d [ap]m NZ[DS]T$/);
    expect(mail?.text).toContain(local);
    expect(mail?.text).not.toContain('UTC');
    const page = await server.app.inject({ url: `/safe/${kit.tokenIn(mail?.text)}` });
    expect(page.body).toContain(local);
    // Without a position, a zone the runtime does not know is ignored: UTC, said so.
    const other = await kit.acceptedDate(server, 2 * HOUR);
    await server.database.db.delete(userLocations).where(eq(userLocations.userId, other.a.id));
    const otherEmail = await kit.withContact(server, other.a);
    await post(other.a, 'sharedate', { date: other.date, time_zone: 'Mars/Olympus_Mons' });
    expect((await kit.waitForMails(server, otherEmail, 2))[0]?.text).toContain(' UTC');
    // Without a position, the zone the sharer's device reported.
    const away = await kit.acceptedDate(server, 2 * HOUR);
    const awayEmail = await kit.withContact(server, away.a);
    await server.database.db.delete(userLocations).where(eq(userLocations.userId, away.a.id));
    await post(away.a, 'sharedate', { date: away.date, time_zone: 'America/New_York' });
    const awayAt = (await safetyOf(away.a, away.date)).json().safety.date.date_at;
    expect((await kit.waitForMails(server, awayEmail, 2))[0]?.text).toContain(
      zonedTime(new Date(awayAt), 'America/New_York'),
    );
  });
});

describe('share my date is no mail channel to strangers', () => {
  it('shares only with a contact who accepted; the request subject carries no member text', async () => {
    const { a, date } = await kit.acceptedDate(server);
    await renameTo(a.id, 'You will regret blocking me');
    const email = await kit.requestContact(server, a);
    const [request] = await kit.waitForMails(server, email, 1);
    expect(request?.subject).toBe('Will you be a trusted contact on Rookery?');
    expect(request?.text).toContain('/safe/stop/');
    const refused = await post(a, 'sharedate', { date });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(SAFETY_TEXT.contactUnconfirmed);
    expect((await post(a, 'needhelp', { date })).body).toContain(SAFETY_TEXT.contactUnconfirmed);
    // A mail scanner's GET accepts nothing.
    const token = kit.tokenIn(request?.text, 'contact/');
    expect((await server.app.inject({ url: `/safe/contact/${token}` })).body).toContain('This isn’t me');
    expect((await apiGet(server, 'trustedcontact', { cookie: a.cookie })).json().contact.confirmed).toBe(
      false,
    );
    expect((await kit.accept(server, email)).statusCode).toBe(200);
    expect((await post(a, 'sharedate', { date })).statusCode).toBe(200);
    const [shared] = await kit.waitForMails(server, email, 2);
    expect(shared?.subject).not.toContain('regret');
    expect(shared?.text).toContain('You will regret blocking me');
  });

  it('"this isn\'t me" stops every sender, a blocked person\'s sock puppets included', async () => {
    const victim = kit.contactEmail();
    const first = await kit.acceptedDate(server);
    await kit.requestContact(server, first.a, victim);
    expect((await kit.accept(server, victim, 'decline')).body).toContain('We will not mail you again');
    for (const puppet of [first.b, (await kit.acceptedDate(server)).a]) {
      const res = await post(puppet, 'settrustedcontact', { name: 'Her', email: victim.toUpperCase() });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(SAFETY_TEXT.contactOptedOut);
    }
    // time passes: a mail refused above would be sent within this; none may come
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await kit.mailsTo(server, victim)).toHaveLength(1);
  });

  it('caps requests to one inbox across all senders, and honours only a signed stop link', async () => {
    const inbox = kit.contactEmail();
    const senders = await Promise.all([1, 2, 3, 4].map(() => kit.acceptedDate(server)));
    for (const [i, { a }] of senders.entries()) {
      const res = await post(a, 'settrustedcontact', { name: 'Robin', email: inbox });
      if (i < 3) expect(res.statusCode, res.body).toBe(200);
      else {
        expect(res.statusCode).toBe(429);
        expect(res.body).toContain(SAFETY_TEXT.inboxLimit);
      }
    }
    const [mail] = await kit.waitForMails(server, inbox, 3);
    const stop = /\/safe\/stop\/([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(stop).not.toBeNull();
    const [, address, signature] = stop as RegExpExecArray;
    const someoneElse = Buffer.from('someone@example.test').toString('base64url');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const forged of [`${someoneElse}.${signature}`, `${address}.${'A'.repeat(43)}`, `${address}`]) {
      const res = await server.app.inject({
        method: 'POST',
        url: `/safe/stop/${forged}`,
        headers: form,
        payload: 'answer=stop',
      });
      expect(res.statusCode).toBe(404);
    }
    const stopped = await server.app.inject({
      method: 'POST',
      url: `/safe/stop/${address}.${signature}`,
      headers: form,
      payload: 'answer=stop',
    });
    expect(stopped.statusCode).toBe(200);
    const [first] = senders;
    expect((await kit.accept(server, inbox)).statusCode).toBe(404);
    expect(
      (await post(first?.a as { cookie: string }, 'settrustedcontact', { name: 'R', email: inbox })).body,
    ).toContain(SAFETY_TEXT.contactOptedOut);
  });

  it('caps shares to one inbox at 10 a day across all senders; another inbox still works', async () => {
    const inbox = kit.contactEmail();
    // Three accounts (requests to one inbox are capped at three), each making the inbox its confirmed contact.
    const senders = await Promise.all([1, 2, 3].map(() => kit.acceptedDate(server, HOUR)));
    for (const { a } of senders) await kit.requestContact(server, a, inbox);
    const requests = await kit.waitForMails(server, inbox, 3);
    for (const request of requests) {
      const token = kit.tokenIn(request.text, 'contact/');
      const accepted = await server.app.inject({
        method: 'POST',
        url: `/safe/contact/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'answer=accept',
      });
      expect(accepted.statusCode).toBe(200);
    }
    // Ten shares, taking turns (no sender near its own limit of 10 an hour).
    for (let i = 0; i < SHARE_INBOX_LIMIT.max; i++) {
      const { a, date } = senders[i % 3] as kit.DatePair;
      const res = await post(a, 'sharedate', { date });
      expect(res.statusCode, `share ${i + 1}: ${res.body}`).toBe(200);
    }
    const eleventh = senders[SHARE_INBOX_LIMIT.max % 3] as kit.DatePair;
    const refused = await post(eleventh.a, 'sharedate', { date: eleventh.date });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: SAFETY_TEXT.inboxLimit });
    expect(refused.json().error).toBe(
      'This address has had many mails from us today. Please call them instead.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const mails = await kit.waitForMails(server, inbox, 3 + SHARE_INBOX_LIMIT.max);
    // time passes: a mail past the limit would be sent within this; none may come
    await new Promise((resolve) => setTimeout(resolve, 300));
    const subjects = (await kit.mailsTo(server, inbox)).map((m) => m.subject);
    expect(subjects).toHaveLength(3 + SHARE_INBOX_LIMIT.max);
    expect(subjects.filter((s) => s === 'A date was shared with you on Rookery')).toHaveLength(
      SHARE_INBOX_LIMIT.max,
    );
    expect(mails.length).toBe(3 + SHARE_INBOX_LIMIT.max);
    console.log(
      `[inbox cap] ${inbox}: ${subjects.length} mails (3 requests + ${SHARE_INBOX_LIMIT.max} shares); share 11 answered ${refused.statusCode} "${refused.json().error}"`,
    );

    // The same sender, refused, shares with another inbox at once: the cap is the inbox's, not the sender's.
    const other = await kit.withContact(server, eleventh.a);
    const moved = await post(eleventh.a, 'sharedate', { date: eleventh.date });
    expect(moved.statusCode, moved.body).toBe(200);
    const [shared] = await kit.waitForMails(server, other, 2);
    expect(shared?.subject).toBe('A date was shared with you on Rookery');
    expect(shared?.text).toContain(`${eleventh.a.displayName} is going on a date`);
  });

  it('a muted person can neither set a contact nor share', async () => {
    const { a, date } = await kit.acceptedDate(server);
    await kit.withContact(server, a);
    await server.database.db
      .update(users)
      .set({ mutedUntil: new Date(Date.now() + 24 * HOUR) })
      .where(eq(users.id, a.id));
    expect((await post(a, 'settrustedcontact', { name: 'X', email: kit.contactEmail() })).statusCode).toBe(
      403,
    );
    expect((await post(a, 'sharedate', { date })).statusCode).toBe(403);
  });
});

describe('the contact’s page shows what was shared, as it was', () => {
  it('keeps the shared name and picture after a rename, and drops the picture after a block', async () => {
    // A makes himself his own contact and shares his date with V (b), then V renames, changes picture and blocks.
    const { a, b, room, date } = await kit.acceptedDate(server, HOUR);
    const email = await kit.withContact(server, a);
    await server.app.services.storage.put(`ai/${b.imageId}.png`, await makePng(), 'image/png');
    await post(a, 'sharedate', { date });
    const token = kit.tokenIn((await kit.waitForMails(server, email, 2))[0]?.text);
    expect((await server.app.inject({ url: `/safe/${token}/image` })).statusCode).toBe(200);

    await renameTo(b.id, 'Brand New Name');
    const renamed = await server.app.inject({ url: `/safe/${token}` });
    expect(renamed.body).toContain(b.displayName);
    expect(renamed.body).not.toContain('Brand New Name');

    const socket = await realtime.socketOf(b, room);
    expect((await emitAck(socket, 'block', { room })).success).toBe(true);
    const after = await server.app.inject({ url: `/safe/${token}` });
    expect(after.body).toContain('The match was ended with a block');
    expect(after.body).not.toContain('<img');
    expect((await server.app.inject({ url: `/safe/${token}/image` })).statusCode).toBe(404);
  });
});

describe('shares open in the date’s window, and dates are at most 90 days ahead', () => {
  it('refuses a share more than a day before the date, and a date request 91 days ahead', async () => {
    const { a, room, date } = await kit.acceptedDate(server, 3 * 24 * HOUR);
    await kit.withContact(server, a);
    const early = await post(a, 'sharedate', { date });
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain(SAFETY_TEXT.shareTooEarly);
    const socket = await realtime.socketOf(a, room);
    const far = new Date(Date.now() + 91 * 24 * HOUR).toISOString();
    const answer = await emitAck(socket, 'setdate', { room, datedb: far, location: 'Far away' });
    expect(answer).toMatchObject({ success: false, error: CHAT_MESSAGES.dateTooFar });
    const near = new Date(Date.now() + 89 * 24 * HOUR).toISOString();
    expect((await emitAck(socket, 'setdate', { room, datedb: near, location: 'Soon' })).success).toBe(true);
  });
});
