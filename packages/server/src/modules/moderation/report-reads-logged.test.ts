// Against a real server: every path that shows a reported conversation leaves a view in the log (the
// console's 400 page after an action without a reason, `npm run admin -- reports` and `report`), and the console
// pages through every view, not only the latest 20.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { moderationViews } from './moderation.schema.ts';
import {
  addModerator,
  admin,
  codeAt,
  consoleSignIn,
  reportedConversation,
  setCookie,
} from './testing/console-test-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const viewsBy = (reportId: string, name: string) =>
  server.database.db
    .select({ at: moderationViews.viewedAt })
    .from(moderationViews)
    .where(and(eq(moderationViews.reportId, reportId), eq(moderationViews.moderatorEmail, name)));

describe('reading a report leaves a trace', () => {
  it('logs the 400 page of an action without a reason, which shows the conversation', async () => {
    const m = await addModerator(server, 'rea@mods.test');
    const cookie = setCookie(await consoleSignIn(server, m, { code: codeAt(m.secret) }));
    expect(cookie).not.toBe('');
    const reportId = await reportedConversation(server);
    const answer = await server.app.inject({
      method: 'POST',
      url: `/admin/api/reports/${reportId}/action`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=warn&reason=',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('message 15');
    expect(await viewsBy(reportId, m.email)).toHaveLength(1);
  });

  it('logs `npm run admin -- reports` and `report`, which print conversations', async () => {
    const reportId = await reportedConversation(server);
    const list = await admin(server, 'reports');
    expect(list.lines.join('\n')).toContain('message 30');
    expect(await viewsBy(reportId, 'ana (command line)')).toHaveLength(1);
    const one = await admin(server, 'report', reportId);
    expect(one.lines.join('\n')).toContain('message 30');
    expect(await viewsBy(reportId, 'ana (command line)')).toHaveLength(2);
  });

  it('pages through every view in the console, not only the latest 20', async () => {
    const m = await addModerator(server, 'pag@mods.test');
    const cookie = setCookie(await consoleSignIn(server, m, { code: codeAt(m.secret) }));
    const reportId = await reportedConversation(server);
    for (let i = 0; i < 60; i += 1) {
      const seen = await server.app.inject({ url: `/admin/reports/${reportId}`, headers: { cookie } });
      expect(seen.statusCode).toBe(200);
    }
    expect(await viewsBy(reportId, m.email)).toHaveLength(60);
    const all = await server.database.db.select({ id: moderationViews.id }).from(moderationViews);
    let listed = 0;
    let pages = 0;
    for (let page = 0; page < 100; page += 1) {
      const answer = await server.app.inject({ url: `/admin/views?page=${page}`, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      listed += answer.body.split('<tr><td>').length - 1;
      pages += 1;
      if (!answer.body.includes('rel="next"')) break;
    }
    expect(listed).toBe(all.length);
    expect(pages).toBeGreaterThan(1);
  });
});
