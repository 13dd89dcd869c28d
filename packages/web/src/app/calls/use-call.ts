// The call screen's connection to the other person (calls.ts flow): once the socket is open and the local stream
// is ready it sends `joinavchat` (the answer says caller or callee and issues the peer id), fetches the ICE
// servers, and runs a CallSession, feeding it the socket's call events. Returns what the screen draws.
import { CALLS, type IceServersAnswer, type JoinAvChatAnswer } from '@rookery/shared/calls.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlerts } from '../../lib/alerts.ts';
import { failsWith, messageOf } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { fetchIceServers } from '../../lib/peer.ts';
import { useRealtime } from '../../lib/use-realtime.ts';
import type { CallPhase, Joined } from './call-flow.ts';
import { CallSession } from './call-session.ts';
import type { CallData } from './public/call-confirm.tsx';

export interface CallState {
  phase: CallPhase;
  remote: MediaStream | null;
  remoteVideoOn: boolean;
  /** Set when the call failed: shown under 'Call Disconnected'. */
  problem: string | null;
  /** A short note before going back to the chat (nobody answered, the call was declined). */
  notice: string | null;
  /** The other person hung up after the call had connected. */
  otherLeft: boolean;
  /** The live peer connection, for the call's statistics. */
  peerConnection: () => RTCPeerConnection | null;
  setVideo: (on: boolean) => void;
  hangUp: () => void;
}

function isAnswer(value: Record<string, unknown>): value is Record<string, unknown> & JoinAvChatAnswer {
  return (
    typeof value.peerid === 'string' && typeof value.token === 'string' && typeof value.role === 'string'
  );
}

/** Why a call ended before it was answered, as the caller or the callee sees it. */
type Ending = 'ended' | 'missed' | 'declined';

function endingText(ending: Ending, name: string): string {
  if (ending === 'ended') return `${name} ended the call.`;
  return ending === 'missed' ? `No answer from ${name}.` : `${name} can't take your call right now.`;
}

export function useCall(vcdata: CallData, stream: MediaStream | null, name: string, myId: string): CallState {
  const { socket, state, emit } = useRealtime();
  const { peerjsKey } = usePublicConfig();
  const [phase, setPhase] = useState<CallPhase>('starting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [remoteVideoOn, setRemoteVideoOn] = useState(vcdata.vctype === 'video');
  const [problem, setProblem] = useState<string | null>(null);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [otherLeft, setOtherLeft] = useState(false);
  const session = useRef<CallSession | null>(null);
  const early = useRef<{ joined: Joined[]; closed: boolean }>({ joined: [], closed: false });
  const started = useRef(false);
  const gone = useRef(false);
  const room = vcdata.match.match_id;
  // Buffered by Socket.IO while reconnecting (emitWithAck refuses then), so a hang-up always reaches the server.
  const sendEnd = useCallback(() => {
    socket?.emit('endcall', { room, id: myId || undefined });
  }, [socket, room, myId]);

  const told = useRef<'missed' | 'declined' | null>(null);
  const closedEarly = useCallback((answered: boolean, role: 'caller' | 'callee', since: number) => {
    if (answered) {
      setOtherLeft(true);
      return;
    }
    // The server's `call` alert says missed or declined (it may come just after `closedcall`); until it
    // does, the time the call rang decides.
    const unanswered = Date.now() - since >= CALLS.noAnswerMs - 2000;
    setEnding(role === 'callee' ? 'ended' : (told.current ?? (unanswered ? 'missed' : 'declined')));
  }, []);
  useAlerts('call', (alert) => {
    const { state: said } = alert;
    if (alert.room !== room || (said !== 'missed' && said !== 'declined')) return;
    told.current = said;
    setEnding((current) => (current === 'missed' || current === 'declined' ? said : current));
  });
  const notice = ending === null ? null : endingText(ending, name);

  // The socket's call events, for the session (or kept until it exists).
  useEffect(() => {
    if (!socket) return;
    const onJoined = (joined: Joined) => {
      if (session.current) session.current.onJoined(joined);
      else early.current.joined.push(joined);
    };
    const onVideo = (payload: { id: string; on: boolean }) => session.current?.onVideoStatus(payload);
    const onClosed = (payload: { id: string }) => {
      if (payload.id === myId && session.current === null) return;
      if (session.current) session.current.onClosed();
      else early.current.closed = true;
    };
    socket.on('joinedcall', onJoined);
    socket.on('videostatus', onVideo);
    socket.on('closedcall', onClosed);
    return () => {
      socket.off('joinedcall', onJoined);
      socket.off('videostatus', onVideo);
      socket.off('closedcall', onClosed);
    };
  }, [socket, myId]);

  // The ICE servers are asked for at once, alongside the camera and `joinavchat`: each is a round trip of its own.
  // Asked in an effect (a state initialiser runs twice under StrictMode) and once per screen (the ref survives
  // StrictMode's second mount).
  const iceRequest = useRef<Promise<IceServersAnswer | Error> | null>(null);
  useEffect(() => {
    iceRequest.current ??= fetchIceServers()
      .catch((error: unknown) => {
        throw error instanceof Error ? error : new Error(String(error));
      })
      .catch(failsWith('Could not reach the call service. Please try again.'))
      .catch((error: Error) => error);
  }, []);

  // Start once: the socket is open and the camera/microphone are ready (no request rings before they are).
  useEffect(() => {
    if (started.current || state !== 'open' || !stream) return;
    started.current = true;
    const since = Date.now();
    void (async () => {
      const joined = await emit('joinavchat', { room, my_id: myId || undefined, vctype: vcdata.vctype });
      if (gone.current) {
        // Hung up while the server was answering: the request it just made must not keep ringing.
        if (joined.success) sendEnd();
        return;
      }
      if (!joined.success || !isAnswer(joined)) {
        setProblem(joined.success ? 'The call could not start.' : joined.error);
        setPhase('ended');
        return;
      }
      const servers = await (iceRequest.current ?? Promise.resolve(new Error('No ICE servers')));
      if (servers instanceof Error) {
        sendEnd();
        setProblem(messageOf(servers));
        setPhase('ended');
        return;
      }
      if (gone.current) {
        sendEnd();
        return;
      }
      const created = new CallSession({
        room,
        myId,
        answer: joined,
        ice: servers,
        peerjsKey,
        stream,
        emit,
        sendEnd,
        events: {
          phase: setPhase,
          remote: setRemote,
          remoteVideo: setRemoteVideoOn,
          failed: setProblem,
          closed: (answered) => closedEarly(answered, created.currentRole, since),
        },
      });
      session.current = created;
      const { joined: waiting, closed } = early.current;
      early.current = { joined: [], closed: false };
      if (closed) {
        created.onClosed();
        return;
      }
      for (const item of waiting) created.onJoined(item);
      await created.start();
    })();
  }, [state, stream, emit, sendEnd, room, myId, vcdata.vctype, peerjsKey, closedEarly]);

  // Leaving the screen any way at all ends the call (and tells the other side). StrictMode mounts, cleans up and
  // mounts again at once: the mount says the screen is here again, or the `joinavchat` answer would find `gone`
  // set and hang up (calls ended 4 ms after starting under `npm run dev`). The session only exists
  // after that answer, so the simulated clean-up has none to dispose.
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      session.current?.dispose();
    };
  }, []);

  const setVideo = useCallback((on: boolean) => session.current?.setVideo(on), []);
  const hangUp = useCallback(() => {
    if (session.current) session.current.hangUp();
    else {
      gone.current = true;
      sendEnd();
    }
    setPhase('ended');
  }, [sendEnd]);
  const peerConnection = useCallback(() => session.current?.peerConnection ?? null, []);

  return { phase, remote, remoteVideoOn, problem, notice, otherLeft, peerConnection, setVideo, hangUp };
}
