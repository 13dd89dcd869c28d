// TURN credentials in coturn's REST form (use-auth-secret), and the peer ids bound to a person and a room. That coturn
// really accepts them is the topology journey's part (e2e/tests/topology.spec.ts: a call relayed by coturn).
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkPeerCredential,
  isPeerIdOf,
  issuePeerCredential,
  mintTurnCredential,
} from './call-credentials.ts';

const SECRET = 'a-coturn-static-auth-secret-for-tests';
const at = new Date('2030-01-01T12:00:00Z');
const seconds = (n: number) => new Date(at.getTime() + n * 1000);

describe('TURN credentials', () => {
  it("carry the expiry and the person's id in the username, with coturn's HMAC-SHA1 as the credential", () => {
    const user = randomUUID();
    const turn = mintTurnCredential(SECRET, user, 600, at);
    // coturn reads the expiry (unix seconds) before the colon and refuses the credential after it.
    expect(turn.username).toBe(`${at.getTime() / 1000 + 600}:${user}`);
    // What coturn computes from its static-auth-secret, independently of our code.
    expect(turn.credential).toBe(createHmac('sha1', SECRET).update(turn.username).digest('base64'));
  });
});

describe('peer credentials', () => {
  it('register only for the person and room they were issued to, until they expire', () => {
    const [me, stranger, room, otherRoom] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const peer = issuePeerCredential(SECRET, me, room, 60_000, at);
    expect(peer.peerid).toMatch(/^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/); // The RULES.md "Validation" peer id rule
    expect(peer.token).toMatch(/^[A-Za-z0-9._-]+$/); // unescaped in PeerJS's query string
    expect(checkPeerCredential(SECRET, me, peer.peerid, peer.token, at)).toEqual({ room });
    expect(checkPeerCredential(SECRET, stranger, peer.peerid, peer.token, at)).toBeNull();
    expect(checkPeerCredential(SECRET, me, peer.peerid, peer.token, seconds(60))).toBeNull();
    const forged = peer.token.replace(room, otherRoom);
    expect(checkPeerCredential(SECRET, me, peer.peerid, forged, at)).toBeNull();
    const another = issuePeerCredential(SECRET, me, room, 60_000, at);
    expect(checkPeerCredential(SECRET, me, another.peerid, peer.token, at)).toBeNull();
    expect(isPeerIdOf(SECRET, peer.peerid, me, room)).toBe(true);
    expect(isPeerIdOf(SECRET, peer.peerid, stranger, room)).toBe(false);
    expect(isPeerIdOf(SECRET, peer.peerid, me, otherRoom)).toBe(false);
  });
});
