// The credentials a call needs (docs/OPERATIONS.md "Calls"): coturn's time-limited TURN credentials
// (use-auth-secret: username `{expiry}:{userId}`, credential base64 HMAC-SHA1 of it with the shared secret), and
// the peer ids this server issues, so only ids bound to a person's session and room can register with PeerJS.
// Both are stateless HMACs, so any server (or coturn) checks what another minted.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TurnCredential {
  username: string;
  credential: string;
}

/** coturn's REST-API credential, valid until `now + ttlSeconds`. */
export function mintTurnCredential(
  secret: string,
  userId: string,
  ttlSeconds: number,
  now: Date,
): TurnCredential {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

export interface PeerCredential {
  peerid: string;
  token: string;
  expires: Date;
}

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The peer id's own tag: proves it was issued to this person for this room (checked by joincall). */
function peerTag(secret: string, userId: string, room: string, nonce: string): string {
  return createHmac('sha256', secret).update(`peer:${userId}:${room}:${nonce}`).digest('hex').slice(0, 24);
}

/**
 * A peer id (`rk{nonce}-{tag}`: letters, digits and one hyphen, as RULES.md "Validation" allows) and its PeerJS token
 * (`{room}.{expiry}.{mac}`, URL-safe: the library puts it in the query unescaped).
 */
export function issuePeerCredential(
  secret: string,
  userId: string,
  room: string,
  ttlMs: number,
  now: Date,
): PeerCredential {
  const nonce = randomBytes(8).toString('hex');
  const peerid = `rk${nonce}-${peerTag(secret, userId, room, nonce)}`;
  const expiry = Math.floor((now.getTime() + ttlMs) / 1000);
  const token = `${room}.${expiry}.${mac(secret, `token:${peerid}:${userId}:${room}:${expiry}`)}`;
  return { peerid, token, expires: new Date(expiry * 1000) };
}

/** True when `peerid` was issued to `userId` for `room`. */
export function isPeerIdOf(secret: string, peerid: string, userId: string, room: string): boolean {
  const match = /^rk([0-9a-f]{16})-([0-9a-f]{24})$/.exec(peerid);
  return !!match?.[1] && !!match[2] && sameText(peerTag(secret, userId, room, match[1]), match[2]);
}

/** The room of a peer id and token this person may register now, else null. */
export function checkPeerCredential(
  secret: string,
  userId: string,
  peerid: string,
  token: string,
  now: Date,
): { room: string } | null {
  const [room, expiryText, signature, ...rest] = token.split('.');
  if (!room || !expiryText || !signature || rest.length > 0) return null;
  const expiry = Number(expiryText);
  if (!Number.isInteger(expiry) || expiry * 1000 <= now.getTime()) return null;
  if (!isPeerIdOf(secret, peerid, userId, room)) return null;
  const expected = mac(secret, `token:${peerid}:${userId}:${room}:${expiry}`);
  return sameText(expected, signature) ? { room } : null;
}
