// The PeerJS client of the call screen (RULES.md "Calls the app makes", "Constants and limits"; the contract in
// packages/shared/src/calls.ts): signalling on our own host at /peerjs with the deployment's key, ICE servers (and
// the relay-only choice) from `iceservers`, the peer id and token the server issued with `joinavchat`, debug level 3,
// and the RULES.md "Constants and limits" audio settings on every offer and answer. Only the call screen imports this
// module, so PeerJS loads with that screen's chunk and never with the rest of the app.
import { CALLS, type IceServersAnswer, type JoinAvChatAnswer, peerOptions } from '@rookery/shared/calls.ts';
import { type MediaConnection, Peer, type PeerError } from 'peerjs';
import { apiGet, unwrap } from './api-client.ts';
import { rewriteAudioSdp } from './peer-audio.ts';
import { peerErrorWords } from './peer-errors.ts';

export type { MediaConnection, Peer };

/** A call problem with the words to show and the PeerJS type (for the log and the tests). */
export class CallProblem extends Error {
  override readonly name = 'CallProblem';
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** STUN/TURN for this call; fetched before every call because TURN credentials are short-lived. */
export async function fetchIceServers(): Promise<IceServersAnswer> {
  const answer = unwrap(await apiGet('iceservers'));
  return { iceServers: answer.iceServers, relayOnly: answer.relayOnly, ttl: answer.ttl };
}

function problemOf(error: PeerError<string> | Error): CallProblem {
  const type = 'type' in error && typeof error.type === 'string' ? error.type : 'webrtc';
  return new CallProblem(type, peerErrorWords(type));
}

/**
 * Registers the issued peer id with the signalling server. Resolves once the server has accepted it (`open`);
 * rejects with a CallProblem when the peer fails first. Errors after that go to `onError`.
 */
export function openPeer(
  answer: Pick<JoinAvChatAnswer, 'peerid' | 'token'>,
  ice: IceServersAnswer,
  key: string | undefined,
  onError: (problem: CallProblem) => void,
): Promise<Peer> {
  const peer = new Peer(answer.peerid, peerOptions(window.location, answer, ice, key ?? CALLS.defaultKey));
  return new Promise((resolve, reject) => {
    let opened = false;
    peer.on('open', () => {
      opened = true;
      resolve(peer);
    });
    peer.on('error', (error) => {
      const problem = problemOf(error);
      if (opened) onError(problem);
      else {
        peer.destroy();
        reject(problem);
      }
    });
  });
}

/**
 * Reconnects only when disconnected and not destroyed (RULES.md "States and transitions"); answers whether it tried.
 */
export function reconnectPeer(peer: Peer): boolean {
  if (peer.destroyed || !peer.disconnected) return false;
  peer.reconnect();
  return true;
}

const sdpOptions = { sdpTransform: (sdp: string) => rewriteAudioSdp(sdp) };

/** The caller's side: calls the callee's peer id with the local stream. */
export function placeCall(peer: Peer, peerid: string, stream: MediaStream): MediaConnection {
  return peer.call(peerid, stream, sdpOptions);
}

/** The callee's side: answers an incoming call with the local stream. */
export function answerCall(connection: MediaConnection, stream: MediaStream): void {
  connection.answer(stream, sdpOptions);
}

/** Connection errors (negotiation-failed, connection-closed) in the same words as the peer's. */
export function connectionProblem(error: PeerError<string> | Error): CallProblem {
  return problemOf(error);
}
