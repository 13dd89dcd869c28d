// The call contract
// (RULES.md "Screens and routes", "Entities", "States and transitions", "Calls the app makes", "Errors", "Constants and limits";
// RULES.md "Realtime", "Peer-to-peer calls"): the answer of `iceservers`, the peer credentials of `joinavchat`, the
// PeerJS client options, the call constants and the words a person sees. The socket payloads themselves are in
// events.ts.
//
// The flow, for both sides (RULES.md "States and transitions"):
// 1. Starting a call (after the Yes/No confirmation): emit `joinavchat {room, vctype}` with an acknowledgement.
//    The server stores the join-call request in the chat (CHAT_MARKERS.joinCallAudio/Video, status pending;
//    the other member sees it through `newchat` and `getchatnotifications`) and answers `JoinAvChatAnswer` with
//    role 'caller'. Video is refused for basic matches (CALL_TEXT.videoNeedsFullMatch).
// 2. Accepting (the accept icon on the request): the callee emits the same `joinavchat {room, vctype}`; while a
//    request from the other member rings in that room it answers that request (status accepted) and the
//    answer's role is 'callee'. [defined here] So when both press call at once, the second one becomes callee.
// 3. On /app/avchat each side opens its Peer with the answer's `peerid` and `token` (peerOptions below), then
//    emits `joincall {room, peerid, action}`: the callee with its peer id, the caller with ''.
//    The other member receives `joinedcall {id, peerid, action}` (id = the sender's user id). A caller that
//    receives a callee's join calls `peerid` with its local stream; a caller that receives a caller's join
//    switches to callee (it waits to be called and re-announces itself with `joincall` as callee).
// 4. `video {room, on}` → `videostatus {id, on}` to the other member (id = the sender's user id).
// 5. `endcall {room}` → `closedcall {id}` to the other member (id = the sender's user id) and the call ends.
//    [defined here] While the request still rings: from the callee it is the decline (status declined, the
//    notice leaves `getchatnotifications`); from the caller it is a cancel (status expired). After the answer the
//    request stays accepted.
//    Do not send the join-call markers with `sendchatnotification`: `joinavchat` stores the request itself.
// 6. [defined here] Nobody answers within CALLS.noAnswerMs: the request becomes expired (`chatupdated`, and it
//    leaves `getchatnotifications`) and the caller receives `closedcall`. The chat shows an expired join-call
//    request as CALL_TEXT.missedAudio / missedVideo: that is the note in the chat, no extra message is stored.
//
// [defined here] Peer ids: only ids the server issued may register with the signalling server. `peerid` and
// `token` come from the `joinavchat` answer, are bound to the signed-in person's session and to the room, and
// expire after CALLS.peerTokenTtlMs (a peer that reconnects within that time reuses them). The signalling server
// relays offers, answers and candidates only between the two members of a room with an open call. Listing peers
// is disabled (the library's 401 → PEER_ERROR_TEXT['peer-listing']). `GET /peerjs/peerjs/id` answers as the
// library expects, but such an id cannot register: always pass the issued id to `new Peer(peerid, options)`.
//
// [defined here] `iceservers` (GET, member gate): refused unless the person has at least one open match.
// `relayOnly` true means the client must set `iceTransportPolicy: 'relay'` so the other person never learns
// their IP address; the TURN credentials live `ttl` seconds (fetch them again before each call).

/** One ICE server, as RTCIceServer. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** `GET /api?action=iceservers` → `{success:true, ...IceServersAnswer}`. */
export interface IceServersAnswer {
  iceServers: IceServer[];
  /** When true use `iceTransportPolicy: 'relay'` (peerOptions does). */
  relayOnly: boolean;
  /** Seconds the TURN credentials stay valid (0 when there is no TURN server). */
  ttl: number;
}

export type CallType = 'audio' | 'video';
export type CallRole = 'caller' | 'callee';

/** The acknowledgement of `joinavchat`: `{success:true, ...JoinAvChatAnswer}` or `{success:false, error}`. */
export interface JoinAvChatAnswer {
  room: string;
  vctype: CallType;
  role: CallRole;
  /** The chat message id of the join-call request this call belongs to. */
  request: number;
  /** The peer id to register: letters, digits and hyphens. */
  peerid: string;
  /** The PeerJS token that goes with it (URL-safe). */
  token: string;
  /** ISO 8601: after this the peer id can no longer register (a new `joinavchat` issues another). */
  expires: string;
}

/** The PeerJS settings (RULES.md "Constants and limits") and the call screen's numbers. */
export const CALLS = {
  /** The PeerJS server's mount point on our own host (the library adds `{key}/id` and `{key}?...`). */
  peerPath: '/peerjs',
  /** The default key; the deployment's key is PublicConfig.peerjsKey. */
  defaultKey: 'peerjs',
  /**
   * A request nobody answers ends after this long: the default of the server's CALL_NO_ANSWER_MS, which decides
   * (the `ringing` alert's `ringms` carries what is left of it).
   */
  noAnswerMs: 45_000,
  /** How long issued peer credentials may (re)register. */
  peerTokenTtlMs: 2 * 60 * 60 * 1000,
  heartbeatMs: 5000,
  /** The call screen's peer debug level (RULES.md "Constants and limits"). */
  debugLevel: 3,
  /** The own preview's width when the camera is on (RULES.md "Screens and routes"). */
  previewWidthPx: 200,
  /** RULES.md "Constants and limits" audio settings rewrite of the SDP (opus fmtp). */
  audio: { ptime: 5, stereo: true, playbackRate: 48000, maxAverageBitrate: 128000 },
} as const;

/**
 * [defined here] How long an answered call lasted, after its kind in the chat and the matches list
 * ("Voice call · 42 s", "Video call · 12 min"): whole seconds under a minute, else whole minutes, rounded.
 */
export function callDurationText(seconds: number): string {
  return seconds < 60 ? `${Math.max(0, Math.round(seconds))} s` : `${Math.round(seconds / 60)} min`;
}

/** The words a person sees around calls. */
export const CALL_TEXT = {
  disconnected: 'Call Disconnected',
  calling: (name: string) => `Calling ${name}...`,
  /** [defined here] The server's refusal of a video call between basic matches. */
  videoNeedsFullMatch: 'Video calls are for full matches. Start a voice call instead.',
  /** [defined here] iceservers without an open match. */
  noMatch: 'Calls are only possible with your matches.',
  /** [defined here] joincall/video/endcall without an open call in the room. */
  noOpenCall: 'This call has ended.',
  /** [defined here] How the chat shows an expired join-call request. */
  missedAudio: 'Missed voice call',
  missedVideo: 'Missed video call',
  /** [defined here] The caller's own chat for the same expired request: they did not miss it. */
  unansweredAudio: 'Voice call, no answer',
  unansweredVideo: 'Video call, no answer',
  /** [defined here] A declined join-call request: the caller's chat, then the callee's. */
  declinedAudio: 'Voice call declined',
  declinedVideo: 'Video call declined',
  declinedByMeAudio: 'You declined a voice call',
  declinedByMeVideo: 'You declined a video call',
  unsupported: 'The current browser does not support WebRTC',
} as const;

/** RULES.md "Errors", by the PeerJS error type, in words a person understands. */
export const PEER_ERROR_TEXT: Record<string, string> = {
  'browser-incompatible': 'The current browser does not support WebRTC',
  'invalid-id': 'This call could not start. Please try again.',
  'unavailable-id': 'This call is already open in another window.',
  'invalid-key': 'The call service is not set up correctly.',
  'server-error': 'Could not reach the call service. Please try again.',
  network: 'Lost connection to the call service.',
  'socket-closed': 'Lost connection to the call service.',
  'socket-error': 'Lost connection to the call service.',
  'peer-unavailable': 'The other person is not connected any more.',
  disconnected: 'Lost connection to the call service.',
  'ssl-unavailable': 'Calls need a secure connection.',
  webrtc: 'The call connection failed.',
  'negotiation-failed': 'The call connection failed.',
  'connection-closed': 'The call connection closed.',
  'peer-listing': "It doesn't look like you have permission to list peers IDs.",
};

/** The PeerJS client options (`new Peer(answer.peerid, peerOptions(...))`), secure by the page's protocol. */
export function peerOptions(
  location: { hostname: string; port: string; protocol: string },
  answer: Pick<JoinAvChatAnswer, 'token'>,
  ice: IceServersAnswer,
  key: string = CALLS.defaultKey,
) {
  const secure = location.protocol === 'https:';
  return {
    host: location.hostname,
    port: location.port ? Number(location.port) : secure ? 443 : 80,
    path: CALLS.peerPath,
    key,
    secure,
    token: answer.token,
    debug: CALLS.debugLevel,
    config: {
      iceServers: ice.iceServers,
      iceTransportPolicy: ice.relayOnly ? ('relay' as const) : ('all' as const),
    },
  };
}
