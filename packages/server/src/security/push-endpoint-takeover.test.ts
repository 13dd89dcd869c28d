// Web push: an endpoint is a browser's address at its push service, and `pushsubscribe` stored it
// for whoever sent it last. Someone who learns another person's endpoint (a shared computer, a leaked log) sent it
// with keys of their own: the row moved to them, the victim's browser got no more pushes (and got the attacker's,
// which it cannot decrypt). Against a real server and a local RFC 8030/8291 push service: the endpoint stays its
// owner's unless the same browser's keys come with it (the same browser signed in to another account).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../modules/auth/testing/auth-test-kit.ts';
import { pushSubscriptions } from '../modules/push/push.schema.ts';
import {
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../modules/push/testing/push-service-stand-in.ts';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { emitAck, type TestSocket } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';
import type { TestServer } from '../testing/test-server.ts';

let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService.close();
});
const realtime = useSocketServer(() => ({
  PUSH_EXTRA_HOSTS: pushService.host,
  PUSH_CA_FILE: pushService.caFile,
}));
let server: TestServer;
let victim: SignedInPerson;
let attacker: SignedInPerson;
let friend: SignedInPerson;
let room: string;
let friendSocket: TestSocket;

beforeAll(async () => {
  server = realtime.server;
  victim = await make.person(server, { displayName: 'Vi' });
  attacker = await make.person(server, { displayName: 'Mal' });
  friend = await make.person(server, { displayName: 'Pat' });
  room = await make.match(server, friend, victim);
  pushService.expectKey((await apiGet(server, 'pushkey', { cookie: victim.cookie })).json().key);
  friendSocket = await realtime.socketOf(friend);
  expect(await emitAck(friendSocket, 'joinroom', { room, user: friend.id })).toMatchObject({ success: true });
});

const ownerOf = async (endpoint: string) =>
  (
    await server.database.db
      .select({ userId: pushSubscriptions.userId, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
  )[0];

describe("another person's push endpoint", () => {
  it('sent with other keys stays its owner: the owner still gets their pushes, decrypted with their keys', async () => {
    const browser = pushService.subscribe();
    expect((await apiPost(server, 'pushsubscribe', browser, { cookie: victim.cookie })).statusCode).toBe(200);
    const own = pushService.subscribe().keys;
    const answer = await apiPost(
      server,
      'pushsubscribe',
      { endpoint: browser.endpoint, keys: own },
      { cookie: attacker.cookie },
    );
    // The same answer as any subscription: no sign of whose the endpoint is.
    expect(answer.json()).toEqual({ success: true });
    expect(await ownerOf(browser.endpoint)).toEqual({ userId: victim.id, auth: browser.keys.auth });

    const arriving = pushService.next(browser);
    expect((await emitAck(friendSocket, 'sendchat', { room, text: 'still there?' })).success).toBe(true);
    const push = await arriving;
    expect(typeof push.payload).toBe('string');
    expect(JSON.parse(push.payload as string).body).toBe('New message from Pat');
  });

  it('sent with the same browser keys moves to the account now signed in there', async () => {
    const browser = pushService.subscribe();
    await apiPost(server, 'pushsubscribe', browser, { cookie: victim.cookie });
    expect((await apiPost(server, 'pushsubscribe', browser, { cookie: attacker.cookie })).statusCode).toBe(
      200,
    );
    expect((await ownerOf(browser.endpoint))?.userId).toBe(attacker.id);
  });

  it("renewed keys of the caller's own endpoint replace the old ones", async () => {
    const browser = pushService.subscribe();
    await apiPost(server, 'pushsubscribe', browser, { cookie: victim.cookie });
    const renewed = pushService.subscribe().keys;
    await apiPost(
      server,
      'pushsubscribe',
      { endpoint: browser.endpoint, keys: renewed },
      { cookie: victim.cookie },
    );
    expect(await ownerOf(browser.endpoint)).toEqual({ userId: victim.id, auth: renewed.auth });
  });
});
