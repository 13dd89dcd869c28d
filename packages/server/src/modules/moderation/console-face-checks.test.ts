// The face checks a moderator decides, in the console (/admin/facechecks) and with `npm run admin`. A check
// in review (a face that matched a banned person's) is listed without any picture; verifying it shows the badge and
// tells the person; a refusal needs a reason they read; new tries clear the day's count. Without a moderator's
// session nothing is listed or decided, and an id that is not waiting is a 404.
import { FACE_CONSENT } from '@rookery/shared/api/face-check.actions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { apiGet } from '../auth/testing/auth-test-kit.ts';
import { faceChallenges, faceChecks } from '../face-check/face-check.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { addModerator, admin, codeAt, consoleSignIn, setCookie } from './testing/console-test-kit.ts';

let server: TestServer;
let cookie = '';
beforeAll(async () => {
  server = await startTestServer({ JOBS_WORKER: '0' });
  const m = await addModerator(server, 'faces@rookery.test');
  cookie = setCookie(await consoleSignIn(server, m, { code: codeAt(m.secret) }));
}, 60_000);
afterAll(async () => server?.close());

/** A person whose check is in review because their face matched a banned person's (no picture anywhere). */
async function inReview(help?: string): Promise<SignedInPerson> {
  const person = await make.person(server);
  await server.database.db.insert(faceChecks).values({
    userId: person.id,
    state: help ? 'failed' : 'review',
    reason: help ? 'We could not see your face in the first picture.' : null,
    reviewKind: help ? null : 'banned-face',
    helpMessage: help ?? null,
    helpAt: help ? new Date() : null,
    consentVersion: FACE_CONSENT.version,
    consentText: FACE_CONSENT.text.join('\n\n'),
    consentAt: new Date(),
  });
  return person;
}

const page = (withCookie = cookie) =>
  server.app.inject({
    method: 'GET',
    url: '/admin/facechecks',
    headers: withCookie ? { cookie: withCookie } : {},
  });

const decide = (userId: string, fields: Record<string, string>, withCookie = cookie) =>
  server.app.inject({
    method: 'POST',
    url: `/admin/api/facechecks/${userId}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
      ...(withCookie ? { cookie: withCookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe('face checks in the moderation console', () => {
  it('lists a check in review and verifies it: the badge shows and the person is told', async () => {
    const person = await inReview();
    const listed = await page();
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(`data-face-check="${person.id}"`);
    expect(listed.body).toContain('matches a banned person');
    expect(listed.body).not.toMatch(/<img/);
    const queue = await server.app.inject({ method: 'GET', url: '/admin', headers: { cookie } });
    expect(queue.body).toMatch(/\d+ face checks? waiting for a moderator/);

    const done = await decide(person.id, { decide: 'verify', reason: '' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/admin/facechecks?done=verify');
    expect((await apiGet(server, 'facecheck', person)).json().check.state).toBe('verified');
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, person.id));
    expect(told.map((n) => n.notification)).toContain('A moderator verified you: your badge shows now.');
    expect((await page()).body).not.toContain(`data-face-check="${person.id}"`);
  });

  it('needs a reason to refuse, and gives new tries after a request for help', async () => {
    const person = await inReview('The light in my flat is bad, please look.');
    expect((await page()).body).toContain('The light in my flat is bad, please look.');
    const noReason = await decide(person.id, { decide: 'refuse', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('A refusal needs a reason');
    expect((await decide(person.id, { decide: 'maybe' })).statusCode).toBe(400);

    await server.database.db.insert(faceChallenges).values(
      Array.from({ length: 3 }, () => ({
        userId: person.id,
        steps: ['left', 'right', 'straight'],
        consentVersion: FACE_CONSENT.version,
        consentText: 'x',
        expiresAt: new Date(),
      })),
    );
    expect((await apiGet(server, 'facecheck', person)).json().check.triesLeft).toBe(0);
    expect((await decide(person.id, { decide: 'tries', reason: '' })).statusCode).toBe(303);
    expect((await apiGet(server, 'facecheck', person)).json().check).toMatchObject({
      triesLeft: 3,
      helpAsked: false,
    });
  });

  it('refuses everything without a moderator, and an id that is not waiting', async () => {
    const person = await inReview();
    expect((await page('')).statusCode).toBe(401);
    expect((await page(`${cookie}x`)).statusCode).toBe(401);
    expect((await decide(person.id, { decide: 'verify' }, '')).statusCode).toBe(401);
    expect((await apiGet(server, 'facecheck', person)).json().check.state).toBe('review');
    // A member's own session is nothing here.
    expect((await page(person.cookie)).statusCode).toBe(401);
    const stranger = await make.person(server);
    for (const id of [stranger.id, 'not-an-id', '00000000-0000-0000-0000-000000000000']) {
      expect((await decide(id, { decide: 'verify' })).statusCode).toBe(404);
    }
  });

  it('lists and decides with npm run admin too', async () => {
    const person = await inReview();
    const list = await admin(server, 'facechecks');
    expect(list.lines.join('\n')).toContain(
      `${person.id} · ${person.email} · review · the face matches a banned person`,
    );
    const refused = await admin(server, 'facecheck', person.id, '--decide', 'refuse');
    expect(refused.status).toBe(1);
    const done = await admin(
      server,
      'facecheck',
      person.id,
      '--decide',
      'refuse',
      '--reason',
      'The face is the banned one.',
    );
    expect(done.status).toBe(0);
    expect((await apiGet(server, 'facecheck', person)).json().check).toMatchObject({
      state: 'failed',
      reason: 'The face is the banned one.',
    });
  });
});
