// One call from the moment the server has answered `joinavchat` (calls.ts flow steps 3 to 5): the peer, the media
// connection, the role switch, the other side's video status and hang-up, and recovery from a short network loss.
// Plain TypeScript with callbacks, so the React hook (use-call.ts) only mirrors its state and the rules stay in one
// place. RULES.md "States and transitions": a closed-call from the other side ends the call without telling them
// again; any call error ends it with 'Call Disconnected'.
import type { IceServersAnswer, JoinAvChatAnswer } from '@rookery/shared/calls.ts';
import {
  answerCall,
  type CallProblem,
  connectionProblem,
  type MediaConnection,
  openPeer,
  type Peer,
  placeCall,
  reconnectPeer,
} from '../../lib/peer.ts';
import { peerErrorWords } from '../../lib/peer-errors.ts';
import type { ChatEmit } from '../chat/public/chat-types.ts';
import { type CallPhase, type CallRole, type Joined, onJoined } from './call-flow.ts';

export interface CallSessionEvents {
  phase: (phase: CallPhase) => void;
  remote: (stream: MediaStream) => void;
  remoteVideo: (on: boolean) => void;
  /** The call failed: the words to show under 'Call Disconnected'. */
  failed: (words: string) => void;
  /** The other side hung up; `answered` is false when the call never connected (declined or unanswered). */
  closed: (answered: boolean) => void;
}

interface CallSessionOptions {
  room: string;
  myId: string;
  answer: JoinAvChatAnswer;
  ice: IceServersAnswer;
  peerjsKey: string | undefined;
  stream: MediaStream;
  emit: ChatEmit;
  /** Sends `endcall` even while the socket is reconnecting (buffered until it is back), so a hang-up is never lost. */
  sendEnd: () => void;
  events: CallSessionEvents;
}

/**
 * A media connection that closes without the other's `closedcall` is lost, unless the message is late: the other
 * side may have hung up while its socket was reconnecting (up to the 5 s backoff of RULES.md "Constants and limits").
 */
const CLOSE_GRACE_MS = 6000;
/** ICE says disconnected: give the network this long to come back before the call ends. */
const ICE_GRACE_MS = 15_000;
/** Signalling lost: retry this often, and give up (only while not yet connected) after this long. */
const PEER_RETRY_MS = 2000;
const PEER_GIVE_UP_MS = 20_000;
const NETWORK_ERRORS = new Set(['network', 'socket-error', 'socket-closed', 'server-error', 'disconnected']);

export class CallSession {
  private role: CallRole;
  private peer: Peer | null = null;
  private connection: MediaConnection | null = null;
  private calling = false;
  private answered = false;
  private over = false;
  private pending: Joined[] = [];
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private iceTimer: ReturnType<typeof setTimeout> | undefined;
  private peerLostAt = 0;

  constructor(private readonly options: CallSessionOptions) {
    this.role = options.answer.role;
  }

  get currentRole(): CallRole {
    return this.role;
  }

  /** The live RTCPeerConnection, for the call's statistics. */
  get peerConnection(): RTCPeerConnection | null {
    return this.connection?.peerConnection ?? null;
  }

  /** Registers the peer, then announces this side (callee with its id, caller with ''). */
  async start(): Promise<void> {
    const { answer, ice, peerjsKey, events } = this.options;
    events.phase('calling');
    let peer: Peer;
    try {
      peer = await openPeer(answer, ice, peerjsKey, (problem) => this.onPeerError(problem));
    } catch (error) {
      this.fail((error as CallProblem).message);
      return;
    }
    if (this.over) {
      peer.destroy();
      return;
    }
    this.peer = peer;
    peer.on('call', (incoming) => {
      // Never answered once the call is over (closedcall after a block, ban or hang-up): an offer still in
      // flight is refused rather than picked up.
      if (this.over) {
        incoming.close();
        return;
      }
      // Only the one call of this room: a second offer (a retry after a reconnect) replaces the first.
      this.connection?.close();
      answerCall(incoming, this.options.stream);
      this.attach(incoming);
    });
    peer.on('disconnected', () => this.onPeerLost());
    peer.on('open', () => {
      this.peerLostAt = 0;
    });
    await this.announce();
    const waiting = this.pending;
    this.pending = [];
    for (const joined of waiting) this.onJoined(joined);
  }

  /** `joinedcall` from the server. */
  onJoined(joined: Joined): void {
    if (this.over) return;
    if (!this.peer) {
      // The other side was quicker than our peer: act once it is registered.
      this.pending.push(joined);
      return;
    }
    const step = onJoined({ id: this.options.myId, role: this.role, calling: this.calling }, joined);
    if (step.kind === 'call') {
      this.calling = true;
      this.attach(placeCall(this.peer, step.peerid, this.options.stream));
    } else if (step.kind === 'become-callee') {
      this.role = 'callee';
      void this.announce();
    } else if (step.kind === 'announce') void this.announce();
  }

  /** `videostatus` from the server. */
  onVideoStatus(payload: { id: string; on: boolean }): void {
    if (payload.id !== this.options.myId) this.options.events.remoteVideo(payload.on);
  }

  /** `closedcall` from the server: the other side ended (or nobody answered); no need to tell them. */
  onClosed(): void {
    if (this.over) return;
    this.finish();
    this.options.events.closed(this.answered);
  }

  setVideo(on: boolean): void {
    void this.options.emit('video', { room: this.options.room, id: this.options.myId || undefined, on });
  }

  /** The person ends the call: the other side is told. */
  hangUp(): void {
    if (this.over) return;
    this.finish();
    this.options.sendEnd();
  }

  /** Unmounting without hanging up (the browser's back button): still tell the other side. */
  dispose(): void {
    this.hangUp();
  }

  private async announce(): Promise<void> {
    const { room, myId, answer, emit } = this.options;
    const peerid = this.role === 'callee' ? answer.peerid : '';
    const sent = await emit('joincall', { room, id: myId || undefined, peerid, action: this.role });
    if (!sent.success && !this.over) this.fail(sent.error);
  }

  private attach(connection: MediaConnection): void {
    this.connection = connection;
    connection.on('stream', (remote) => {
      if (this.connection !== connection || this.over) return;
      this.answered = true;
      this.options.events.remote(remote);
      this.options.events.phase('connected');
    });
    connection.on('iceStateChanged', (state) => this.onIce(connection, state));
    connection.on('error', (error) => {
      if (this.connection === connection) this.fail(connectionProblem(error).message);
    });
    connection.on('close', () => {
      if (this.connection !== connection || this.over) return;
      // Usually the other's `closedcall` is on its way; if it does not come, the call is lost.
      this.later(CLOSE_GRACE_MS, () => {
        if (!this.over && this.connection === connection) this.fail(peerErrorWords('connection-closed'));
      });
    });
  }

  private onIce(connection: MediaConnection, state: RTCIceConnectionState): void {
    if (this.connection !== connection || this.over) return;
    if (state === 'disconnected') {
      this.options.events.phase('reconnecting');
      clearTimeout(this.iceTimer);
      this.iceTimer = this.later(ICE_GRACE_MS, () => {
        if (connection.peerConnection?.iceConnectionState !== 'connected')
          this.fail('The call connection was lost.');
      });
    } else if (state === 'connected' || state === 'completed') {
      clearTimeout(this.iceTimer);
      if (this.answered) this.options.events.phase('connected');
    }
    // 'failed' arrives as the connection's error (negotiation-failed) from PeerJS.
  }

  private onPeerError(problem: CallProblem): void {
    if (this.over) return;
    // Losing the signalling server does not stop media already flowing; 'disconnected' retries it.
    if (NETWORK_ERRORS.has(problem.type)) return;
    this.fail(problem.message);
  }

  /**
   * RULES.md "States and transitions": reconnect only when disconnected and not destroyed; give up only if the call
   * never connected.
   */
  private onPeerLost(): void {
    if (this.over || !this.peer) return;
    this.peerLostAt ||= Date.now();
    const retry = () => {
      const peer = this.peer;
      if (this.over || !peer || !peer.disconnected) return;
      if (!this.answered && Date.now() - this.peerLostAt > PEER_GIVE_UP_MS) {
        this.fail('Lost connection to the call service.');
        return;
      }
      try {
        reconnectPeer(peer);
      } catch {
        // Destroyed meanwhile: the call is ending anyway.
      }
      this.later(PEER_RETRY_MS, retry);
    };
    this.later(PEER_RETRY_MS / 4, retry);
  }

  private fail(words: string): void {
    if (this.over) return;
    this.finish();
    this.options.sendEnd();
    this.options.events.failed(words);
  }

  /** Closes the connection and destroys the peer (the tracks are the media hook's). */
  private finish(): void {
    this.over = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.connection?.close();
    this.connection = null;
    if (this.peer && !this.peer.destroyed) this.peer.destroy();
    this.options.events.phase('ended');
  }

  private later(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }
}
