// Alerts beyond a chat room: the away sinks (web push plugs in there) get an alert only when its person
// has no socket open on any server, a failing sink never fails the action, and the teardowns (a deleted account, a
// moderator's notice) reach the person left or the person concerned.
import type { PersonAlert } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../../admin/admin-commands.ts';
import { runAdmin } from '../../admin/admin-runner.ts';
import { make } from '../../testing/factories.ts';
import { emitAck, waitFor } from '../../testing/socket-client.ts';
import { useSocketServer } from '../../testing/socket-fixture.ts';

const realtime = useSocketServer();

/** What the sinks were handed, for the people of one test (the file's server is shared). */
function recordSinks(people: string[], fail = false) {
  const handed: { userId: string; alert: PersonAlert }[] = [];
  realtime.server.app.services.alerts.addSink(async (userId, alert) => {
    if (!people.includes(userId)) return;
    handed.push({ userId, alert });
    if (fail) throw new Error('push service away');
  });
  return handed;
}

describe('away sinks', () => {
  it('get the alert only while the person has no socket open, and a failing sink fails nothing', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const handed = recordSinks([b.id], true);
    const sa = await realtime.socketOf(a, room);
    expect(await emitAck(sa, 'sendchat', { room, my_id: a.id, text: 'are you there?' })).toMatchObject({
      success: true,
    });
    await realtime.server.app.services.alerts.settled();
    // The message, and the "New message" notification stored for someone offline (pushTypeOf decides what to push).
    expect(handed).toEqual([
      { userId: b.id, alert: expect.objectContaining({ kind: 'message', room, unread: 1 }) },
      { userId: b.id, alert: expect.objectContaining({ kind: 'notification', unread: 1 }) },
    ]);

    // B opens the app (no room): the alert goes to the socket, not to the sinks.
    const sb = await realtime.socketOf(b);
    const heard = waitFor(sb, 'alert', (alert) => alert.kind === 'message');
    expect(await emitAck(sa, 'sendchat', { room, my_id: a.id, text: 'hi again' })).toMatchObject({
      success: true,
    });
    expect((await heard)[0]).toMatchObject({ unread: 2 });
    await realtime.server.app.services.alerts.settled();
    expect(handed).toHaveLength(2);
  });
});

describe('teardowns', () => {
  it('tell the member left in a room that the match ended when the other deletes their account', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const sb = await realtime.socketOf(b);
    const ended = waitFor(sb, 'alert', (alert) => alert.kind === 'matchended');
    await realtime.server.app.services.accounts.deleteAccount(a.id, 'self');
    expect((await ended)[0]).toEqual({ kind: 'matchended', room });
  });

  it('stop the ringing on the callee when a moderator bans the caller mid-ring', async () => {
    const { a, b, room } = await make.room(realtime.server);
    const sa = await realtime.socketOf(a);
    const sb = await realtime.socketOf(b);
    const ringing = waitFor(sb, 'alert', (alert) => alert.kind === 'call' && alert.state === 'ringing');
    expect(await emitAck(sa, 'joinavchat', { room, vctype: 'audio' })).toMatchObject({ success: true });
    await ringing;
    const missed = waitFor(sb, 'alert', (alert) => alert.kind === 'call' && alert.state !== 'ringing');
    const answer = await runAdmin(
      realtime.server.app,
      ADMIN_COMMANDS,
      ['ban', a.email, '--reason', 'spam'],
      'ana',
    );
    expect(answer.status).toBe(0);
    expect((await missed)[0]).toMatchObject({ kind: 'call', room, state: 'missed', from: { user_id: a.id } });
  });

  it("tell a person of a moderator's notice with their unread count", async () => {
    const { a } = await make.room(realtime.server);
    const sa = await realtime.socketOf(a);
    const noted = waitFor(sa, 'alert', (alert) => alert.kind === 'notification');
    const answer = await runAdmin(
      realtime.server.app,
      ADMIN_COMMANDS,
      ['warn', a.email, '--reason', 'rude'],
      'ana',
    );
    expect(answer.status).toBe(0);
    const [alert] = await noted;
    expect(alert).toMatchObject({ kind: 'notification', unread: 1 });
  });
});
