// Found by the "online now" journey (live-gaps.spec.ts): since the mobile-app work every socket also joins a room of
// its client's kind (understands.ts), and a closing socket's roster went to every room it was in, that one
// included. So each time anyone closed the app, every web client online heard a `roster` naming everyone online who
// shows their activity: a list of strangers' ids, and a chat header that said "Online now" for a match who had just
// left (its roster handler took the stranger list for its own room's). Against a real server and real sockets: a
// roster reaches the members of the chat room it is about, and no one else, whatever kind of client they use.
import { UNDERSTANDS } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { make, type SignedInPerson } from '../testing/factories.ts';
import { collect, emitAck, waitFor } from '../testing/socket-client.ts';
import { useSocketServer } from '../testing/socket-fixture.ts';

const realtime = useSocketServer();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a roster reaches its own chat room only', () => {
  for (const kind of ['web app', 'mobile app'] as const) {
    it(`no ${kind} client outside the room hears one when someone closes the app`, async () => {
      const auth = kind === 'web app' ? { understands: [...UNDERSTANDS] } : null;
      const socket = (person: SignedInPerson) => realtime.socketOf(person, undefined, auth);
      const inChat = await make.room(realtime.server);
      const elsewhere = await make.room(realtime.server);
      // Two strangers to that chat, with the app open on another screen (no chat joined).
      const strangerHeard = collect(await socket(elsewhere.a), 'roster');
      const otherStrangerHeard = collect(await socket(elsewhere.b), 'roster');

      const inside = await socket(inChat.a);
      const joined = waitFor(inside, 'roster');
      await emitAck(inside, 'joinroom', { room: inChat.room });
      await joined;
      const insideHeard = collect(inside, 'roster');
      const leaver = await socket(inChat.b);
      const both = waitFor(inside, 'roster', (members) => members.length === 2);
      await emitAck(leaver, 'joinroom', { room: inChat.room });
      await both;
      const alone = waitFor(inside, 'roster', (members) => members.length === 1);
      leaver.close();
      expect((await alone)[0]).toEqual([inChat.a.id]);

      // Someone with no chat open closes the app: nobody's roster changes.
      const idle = await socket(inChat.b);
      // time passes: the app stays open a moment, then closes
      await pause(200);
      idle.close();
      // time passes: a roster would come within this; none may
      await pause(500);
      expect(strangerHeard).toEqual([]);
      expect(otherStrangerHeard).toEqual([]);
      expect(insideHeard.map(([members]) => members.length)).toEqual([2, 1]);
    });
  }
});
