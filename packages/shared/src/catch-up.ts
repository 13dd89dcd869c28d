// Where a client's catch-up after a gap in fan-out starts (`resync` in events.ts), shared by the web app
// and the server's delivery tests so both follow one rule. Pure.
import type { ChatMessage } from './events.ts';

/**
 * The id to ask `loadchats {room, after}` from. With `since` (the resync's): the newest message held that was created
 * before it, because messages of the client's own server kept arriving during the gap, newer than the lost ones.
 * Nothing held that old: the whole room when the client holds it from its start (`more` false), else from just below
 * the oldest held (that page was read whole, after the gap began). Without `since`: after the newest held.
 */
export function catchUpFrom(held: readonly ChatMessage[], more: boolean, since?: string): number {
  if (held.length === 0) return 0;
  const ids = (list: readonly ChatMessage[]) => list.map((chat) => chat.id);
  if (since === undefined) return Math.max(...ids(held));
  const before = held.filter((chat) => chat.created < since);
  if (before.length > 0) return Math.max(...ids(before));
  return more ? Math.min(...ids(held)) - 1 : 0;
}
