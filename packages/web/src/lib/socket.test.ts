import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createConnectionStore,
  emitWithAck,
  REALTIME_ERRORS,
  type RealtimeSocket,
  stateAfterDisconnect,
} from './socket.ts';

const ROOM = '11111111-1111-4111-8111-111111111111';

/** Just what emitWithAck touches of a socket. */
function fakeSocket(connected: boolean, answer?: (event: string, payload: unknown) => unknown) {
  const sent: Array<{ event: string; payload: unknown }> = [];
  const socket = {
    connected,
    emit(event: string, payload: unknown, ack: (value: unknown) => void) {
      sent.push({ event, payload });
      if (answer) ack(answer(event, payload));
    },
  };
  return { socket: socket as unknown as RealtimeSocket, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('connection store', () => {
  it('tells listeners about real changes only, and stops after unsubscribing', () => {
    const store = createConnectionStore('connecting');
    const heard: string[] = [];
    const stop = store.subscribe(() => heard.push(store.getSnapshot()));
    store.set('open');
    store.set('open');
    store.set('reconnecting');
    stop();
    store.set('closed');
    expect(heard).toEqual(['open', 'reconnecting']);
    expect(store.getSnapshot()).toBe('closed');
  });

  it('a dropped connection is reconnecting; our own or the server ending it is closed', () => {
    expect(stateAfterDisconnect('transport close')).toBe('reconnecting');
    expect(stateAfterDisconnect('ping timeout')).toBe('reconnecting');
    expect(stateAfterDisconnect('io client disconnect')).toBe('closed');
    expect(stateAfterDisconnect('io server disconnect')).toBe('closed');
  });
});

describe('emitWithAck', () => {
  it('answers with the server acknowledgement', async () => {
    const { socket, sent } = fakeSocket(true, () => ({ success: true, chat: { id: 3 } }));
    await expect(emitWithAck(socket, 'read', { room: ROOM, id: 3 })).resolves.toEqual({
      success: true,
      chat: { id: 3 },
    });
    expect(sent).toEqual([{ event: 'read', payload: { room: ROOM, id: 3 } }]);
  });

  it('passes a refusal through with its words', async () => {
    const { socket } = fakeSocket(true, () => ({ success: false, error: 'This match has ended' }));
    await expect(emitWithAck(socket, 'leaveroom', { room: ROOM })).resolves.toEqual({
      success: false,
      error: 'This match has ended',
    });
  });

  it('does not send while disconnected (nothing is buffered to act twice later)', async () => {
    const { socket, sent } = fakeSocket(false, () => ({ success: true }));
    await expect(emitWithAck(socket, 'leaveroom', { room: ROOM })).resolves.toEqual({
      success: false,
      error: REALTIME_ERRORS.offline,
    });
    expect(sent).toEqual([]);
  });

  it('gives up after the time-out with readable words', async () => {
    vi.useFakeTimers();
    const { socket } = fakeSocket(true);
    const answer = emitWithAck(socket, 'leaveroom', { room: ROOM }, 1000);
    vi.advanceTimersByTime(1000);
    await expect(answer).resolves.toEqual({ success: false, error: REALTIME_ERRORS.timeout });
  });
});
