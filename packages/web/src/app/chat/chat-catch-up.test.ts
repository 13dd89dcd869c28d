// The chat's catch-up after a gap in fan-out against a room kept in memory that answers `loadchats
// {room, after}` as the server does (a page of 50, oldest first, `more` when newer remain).
import type { Ack, ChatMessage } from '@rookery/shared/events.ts';
import { describe, expect, it } from 'vitest';
import { CATCH_UP_PAGES, catchUp } from './chat-catch-up.ts';

const ROOM = '11111111-1111-4111-8111-111111111111';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 22, minute)).toISOString();

function chat(id: number, minute: number): ChatMessage {
  return {
    id,
    type: 'text',
    chattext: `m${id}`,
    from_id: null,
    room_id: ROOM,
    reference: null,
    created: at(minute),
  };
}

/** A room's stored messages, answered as the server's loadchats with `after` answers them. */
function server(stored: ChatMessage[], pageSize = 50) {
  const asked: number[] = [];
  const loadAfter = async (after: number): Promise<Ack<Record<string, unknown>>> => {
    asked.push(after);
    const newer = stored.filter((message) => message.id > after);
    return { success: true, chats: newer.slice(0, pageSize), more: newer.length > pageSize };
  };
  return { asked, loadAfter };
}

describe('catching up after a gap in fan-out', () => {
  it("fetches from the newest message held before the gap, though this server's own kept coming", async () => {
    // Held: 1-3 before the gap (minute 0-2), and 7 from this side during it; 4-6 from the other server were lost.
    const stored = [1, 2, 3, 4, 5, 6, 7].map((id) => chat(id, id - 1));
    const held = [chat(1, 0), chat(2, 1), chat(3, 2), chat(7, 6)];
    const room = server(stored);
    const found = await catchUp({ messages: held, more: false }, room.loadAfter, at(3));
    expect(room.asked).toEqual([3]);
    expect(found).toEqual({ chats: stored.slice(3), complete: true });
  });

  it('reads the whole room when everything held is newer than the gap and nothing older exists', async () => {
    const stored = [1, 2, 3].map((id) => chat(id, 10 + id));
    const room = server(stored);
    const found = await catchUp({ messages: [chat(2, 12)], more: false }, room.loadAfter, at(5));
    expect(room.asked).toEqual([0]);
    expect(found.chats.map((message) => message.id)).toEqual([1, 2, 3]);
  });

  it('follows the pages until none remain, and says when there were too many', async () => {
    const stored = Array.from({ length: 120 }, (_, n) => chat(n + 1, 0));
    const paged = server(stored, 50);
    const found = await catchUp({ messages: [stored[0] as ChatMessage], more: false }, paged.loadAfter);
    expect(paged.asked).toEqual([1, 51, 101]);
    expect(found.chats).toHaveLength(119);
    expect(found.complete).toBe(true);

    const many = Array.from({ length: CATCH_UP_PAGES * 2 + 1 }, (_, n) => chat(n + 1, 0));
    const tiny = server(many, 1);
    const cut = await catchUp({ messages: [many[0] as ChatMessage], more: false }, tiny.loadAfter);
    expect(tiny.asked).toHaveLength(CATCH_UP_PAGES);
    expect(cut.complete).toBe(false);
  });

  it('stops on a server that ignores `after` (the latest page again) and on a refusal', async () => {
    const latest = [chat(60, 0), chat(61, 0)];
    let calls = 0;
    const older = async (): Promise<Ack<Record<string, unknown>>> => {
      calls += 1;
      return { success: true, chats: latest, more: true };
    };
    const found = await catchUp({ messages: [chat(60, 0)], more: true }, older);
    expect(found.chats.map((message) => message.id)).toEqual([61]);
    expect(calls).toBe(2);

    const refused = await catchUp({ messages: [], more: false }, async () => ({
      success: false,
      error: 'Nope',
    }));
    expect(refused).toEqual({ chats: [], complete: false });
  });
});
