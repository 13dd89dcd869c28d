// Date check-ins over a real server: the contact's validation, only one's own contact and accepted date
// (RULES.md "Who may see what"), the share mail and the public page (no real name), token guessing, replacement and
// expiry, the check-ins, "I need help" with and without a position, and the missed check-in alert: once, on one of
// two workers.
import { SAFETY, SAFETY_TEXT } from '@rookery/shared/api/date-safety.actions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduledRunsRepo } from '../../platform/jobs/scheduled-runs.repo.ts';
import { createScheduler } from '../../platform/jobs/scheduler.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { makePng } from '../media/testing/media-test-kit.ts';
import { dateCheckins } from './date-safety.schema.ts';
import { hashToken, SAFETY_MAIL_LIMIT, SAFETY_MAIL_LIMIT_TEXT } from './date-safety.service.ts';
import * as kit from './testing/safety-kit.ts';
import { HOUR, safetyAt } from './testing/safety-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server.close());

const acceptedDate = (inMs = HOUR, status = 'accepted') => kit.acceptedDate(server, inMs, status);
const post = (who: { cookie: string }, action: string, data: unknown) => kit.post(server, who, action, data);
const mailsTo = (to: string) => kit.mailsTo(server, to);
const waitForMails = (to: string, count: number) => kit.waitForMails(server, to, count);
const withContact = (who: { cookie: string }) => kit.withContact(server, who);

describe('trusted contact', () => {
  it('stores one contact per person, and says what is wrong with bad input', async () => {
    const { a, b } = await acceptedDate();
    const email = await withContact(a);
    expect((await apiGet(server, 'trustedcontact', { cookie: a.cookie })).json().contact).toEqual({
      name: 'Robin',
      email,
      phone: '+64 21 555 0100',
      confirmed: true,
    });
    // The other person never reads it; the person's data export has it.
    expect((await apiGet(server, 'trustedcontact', { cookie: b.cookie })).json().contact).toBeNull();
    const exported = await apiGet(server, 'exportdata&format=json', { cookie: a.cookie });
    expect(exported.body).toContain(email);
    expect(exported.body).toContain('"trusted_contact"');
    const bad = await post(a, 'settrustedcontact', { name: '', email: 'nope', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SAFETY_TEXT.nameRequired);
    const noEmail = await post(a, 'settrustedcontact', { name: 'Robin' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.body).toContain(SAFETY_TEXT.emailRequired);
  });
});

describe('sharing a date', () => {
  it('mails the contact the date, the display name and a private page without any real name', async () => {
    const { a, b, date } = await acceptedDate();
    const email = await withContact(a);
    const res = await post(a, 'sharedate', { date, safe_after_hours: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await waitForMails(email, 2);
    expect(mail?.subject).toBe('A date was shared with you on Rookery');
    expect(mail?.subject).not.toContain(a.displayName);
    expect(mail?.text).toContain(a.displayName);
    expect(mail?.text).toContain(b.displayName);
    expect(mail?.text).toContain('Penguin Cafe, Main St');
    expect(mail?.text).not.toContain('Realname');
    const token = kit.tokenIn(mail?.text);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Stored as its hash only.
    const [row] = await server.database.db.select().from(dateCheckins).where(eq(dateCheckins.dateId, date));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBe(
      (row?.safeBy.getTime() ?? 0) - 2 * HOUR + SAFETY.linkLifetimeAfterDateMs,
    );

    const page = await server.app.inject({ url: `/safe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(b.displayName);
    expect(page.body).toContain('Penguin Cafe, Main St');
    expect(page.body).not.toContain('Realname');
    expect(page.body).toContain('Not checked in as arrived yet');
    // The fixture's AI image row names a file; put one there.
    await server.app.services.storage.put(`ai/${b.imageId}.png`, await makePng(), 'image/png');
    const image = await server.app.inject({ url: `/safe/${token}/image` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/');

    // Check-ins show on the page.
    expect((await post(a, 'checkin', { date, kind: 'arrived' })).statusCode).toBe(200);
    expect((await server.app.inject({ url: `/safe/${token}` })).body).toContain('Arrived: checked in');

    // A new share replaces the link.
    await post(a, 'sharedate', { date });
    expect((await server.app.inject({ url: `/safe/${token}` })).statusCode).toBe(404);
  });

  it('answers a guessed, malformed or expired token with the friendly 404 page', async () => {
    const { a, date } = await acceptedDate();
    const email = await withContact(a);
    await post(a, 'sharedate', { date });
    const token = kit.tokenIn((await waitForMails(email, 2))[0]?.text);
    for (const guess of ['A'.repeat(43), `${token.slice(0, -1)}x`, '..%2f..', "'; drop table users"]) {
      const res = await server.app.inject({ url: `/safe/${guess}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This link is not available');
    }
    await server.database.db
      .update(dateCheckins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dateCheckins.dateId, date));
    expect((await server.app.inject({ url: `/safe/${token}` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/safe/${token}/image` })).statusCode).toBe(404);
  });

  it("refuses another person's date, a date not accepted, and sharing without a contact", async () => {
    const { a, date } = await acceptedDate();
    const other = await acceptedDate();
    await withContact(other.a);
    for (const action of ['sharedate', 'checkin', 'needhelp']) {
      const res = await post(other.a, action, { date, kind: 'arrived' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(SAFETY_TEXT.dateUnknown);
    }
    expect((await apiGet(server, `datesafety&date=${date}`, { cookie: other.a.cookie })).statusCode).toBe(
      404,
    );
    expect((await post(a, 'sharedate', { date })).body).toContain(SAFETY_TEXT.noContact);
    expect((await post(a, 'sharedate', { date: 'not-an-id' })).statusCode).toBe(400);
    const requested = await acceptedDate(HOUR, 'requested');
    await withContact(requested.a);
    expect((await post(requested.a, 'sharedate', { date: requested.date })).statusCode).toBe(404);
    expect((await post(a, 'sharedate', { date, safe_after_hours: 9 })).body).toContain(
      SAFETY_TEXT.hoursRange,
    );
  });
});

describe('mail limit', () => {
  it('refuses an eleventh mail to the contact in an hour (the request counts) with 429 and Retry-After', async () => {
    const { a, date } = await acceptedDate();
    const email = await withContact(a);
    for (let i = 1; i < SAFETY_MAIL_LIMIT.max; i++) {
      expect((await post(a, i % 2 ? 'needhelp' : 'sharedate', { date })).statusCode).toBe(200);
    }
    const refused = await post(a, 'sharedate', { date });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(SAFETY_MAIL_LIMIT_TEXT);
    expect(await waitForMails(email, SAFETY_MAIL_LIMIT.max)).toHaveLength(SAFETY_MAIL_LIMIT.max);
    // time passes: a mail past the limit would be sent within this; none may come
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email)).toHaveLength(SAFETY_MAIL_LIMIT.max);
  });
});

describe('I need help', () => {
  it('mails only the contact, with a map link when there is a position, and only in the date window', async () => {
    const { a, date } = await acceptedDate();
    const email = await withContact(a);
    const res = await post(a, 'needhelp', { date, latitude: -36.8485, longitude: 174.7633 });
    expect(res.json()).toMatchObject({
      sent: true,
      with_position: true,
      alert: { kind: 'help', trying: false },
    });
    const [mail] = await waitForMails(email, 2);
    expect(mail?.subject).toBe('Urgent: your friend needs help now (Rookery)');
    expect(mail?.text).toContain(`${a.displayName} pressed "I need help"`);
    expect(mail?.text).toContain('https://www.openstreetmap.org/?mlat=-36.8485&mlon=174.7633');
    expect((await post(a, 'needhelp', { date })).json()).toMatchObject({ with_position: false });
    expect((await waitForMails(email, 3))[0]?.text).toContain('Their position was not available.');
    // The screen learns that the alert is out.
    const seen = (await apiGet(server, `datesafety&date=${date}`, { cookie: a.cookie })).json().safety;
    expect(seen.alert).toMatchObject({ kind: 'help', trying: false });
    expect(seen.alert.sent_at).not.toBeNull();
    const later = await acceptedDate(3 * 24 * HOUR);
    await withContact(later.a);
    expect((await post(later.a, 'needhelp', { date: later.date })).body).toContain(SAFETY_TEXT.outsideWindow);
  });
});

describe('missed check-in', () => {
  it('alerts the contact once, on exactly one of two workers', async () => {
    const { a, b, date } = await acceptedDate(HOUR);
    const email = await withContact(a);
    await post(a, 'sharedate', { date, safe_after_hours: 1 });
    const both = await acceptedDate(HOUR);
    const safeEmail = await withContact(both.a);
    await post(both.a, 'sharedate', { date: both.date, safe_after_hours: 1 });
    // It is 2 h 31 min from now: the first missed "I'm safe" by 31 minutes; the second checked in.
    await server.database.db
      .update(dateCheckins)
      .set({ safeAt: new Date() })
      .where(eq(dateCheckins.dateId, both.date));
    const later = () => new Date(Date.now() + 2 * HOUR + SAFETY.checkInGraceMs + 60_000);
    const before = () => new Date(Date.now() + 2 * HOUR + SAFETY.checkInGraceMs - 60_000);

    const worker = (id: string, clock: () => Date) => {
      const module = safetyAt(server, clock);
      const scheduler = createScheduler({
        runs: createScheduledRunsRepo(server.database.db),
        log: { error: () => {}, warn: () => {}, info: () => {} },
        workerId: id,
        tickMs: 60_000,
        clock,
      });
      scheduler.register(module.task);
      return { module, scheduler };
    };
    await waitForMails(email, 2);
    // Not yet due: nothing.
    await worker('early', before).module.service.alertMissed();
    expect(await mailsTo(email)).toHaveLength(2);

    const one = worker('one', later);
    const two = worker('two', later);
    const outcomes = (await Promise.all([one.scheduler.tick(), two.scheduler.tick()])).flat();
    expect(outcomes).toHaveLength(1);
    // Run again, by hand on both: still one alert.
    await Promise.all([one.module.service.alertMissed(), two.module.service.alertMissed()]);
    const mails = await waitForMails(email, 3);
    // time passes: a second alert would be sent within this; none may come
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      'A missed check-in on Rookery: please check on your friend',
      'A date was shared with you on Rookery',
      'Will you be a trusted contact on Rookery?',
    ]);
    expect(mails[0]?.text).toContain(`${a.displayName} planned to say they were safe`);
    expect(mails[0]?.text).toContain(b.displayName);
    expect(await mailsTo(safeEmail)).toHaveLength(2);
  });
});
