// The call session and the server's `closedcall`: once the other side is gone (a block, a ban,
// a hang-up), the session ends, destroys its peer and never answers an offer that still arrives.
import type { IceServersAnswer, JoinAvChatAnswer } from '@rookery/shared/calls.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCall, openPeer } from '../../lib/peer.ts';
import { CallSession } from './call-session.ts';

vi.mock('../../lib/peer.ts', () => ({
  openPeer: vi.fn(),
  answerCall: vi.fn(),
  placeCall: vi.fn(),
  reconnectPeer: vi.fn(),
  connectionProblem: (error: Error) => ({ type: 'connection', message: error.message }),
}));

type Listener = (...args: unknown[]) => void;

/** Just enough of a PeerJS Peer: listeners by event, destroy. */
function fakePeer() {
  const listeners = new Map<string, Listener[]>();
  return {
    destroyed: false,
    disconnected: false,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    destroy() {
      this.destroyed = true;
    },
  };
}

function fakeIncoming() {
  return { close: vi.fn(), on: vi.fn(), answer: vi.fn(), peerConnection: null };
}

const answer: JoinAvChatAnswer = {
  room: 'c0000000-0000-4000-8000-000000000003',
  vctype: 'audio',
  role: 'callee',
  request: 1,
  peerid: 'rk0123456789abcdef-0123456789abcdef01234567',
  token: 'token',
  expires: new Date(Date.now() + 60_000).toISOString(),
};
const ice: IceServersAnswer = { iceServers: [], relayOnly: false, ttl: 0 };

function session() {
  const events = { phase: vi.fn(), remote: vi.fn(), remoteVideo: vi.fn(), failed: vi.fn(), closed: vi.fn() };
  const created = new CallSession({
    room: answer.room,
    myId: 'a0000000-0000-4000-8000-000000000001',
    answer,
    ice,
    peerjsKey: undefined,
    stream: {} as MediaStream,
    emit: vi.fn(async () => ({ success: true as const })) as never,
    sendEnd: vi.fn(),
    events,
  });
  return { created, events };
}

describe('closedcall ends the call screen', () => {
  let peer: ReturnType<typeof fakePeer>;
  beforeEach(() => {
    vi.mocked(answerCall).mockClear();
    peer = fakePeer();
    vi.mocked(openPeer).mockResolvedValue(peer as never);
  });

  it('answers an offer while the call is on', async () => {
    const { created } = session();
    await created.start();
    peer.emit('call', fakeIncoming());
    expect(answerCall).toHaveBeenCalledTimes(1);
  });

  it('after closedcall: ended, peer destroyed, and a relayed offer is refused, never answered', async () => {
    const { created, events } = session();
    await created.start();
    created.onClosed();
    expect(events.closed).toHaveBeenCalledWith(false);
    expect(events.phase).toHaveBeenLastCalledWith('ended');
    expect(peer.destroyed).toBe(true);
    const late = fakeIncoming();
    peer.emit('call', late);
    expect(answerCall).not.toHaveBeenCalled();
    expect(late.close).toHaveBeenCalled();
  });
});
