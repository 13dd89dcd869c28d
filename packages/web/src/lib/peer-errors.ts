// What went wrong with a call, in words a person understands (RULES.md "Errors", "Validation"). PeerJS's own
// messages ('Could not get an ID from the server.') are for developers; the call screen shows the shared
// sentences of calls.ts instead, under the 'Call Disconnected' title. Pure, so it loads and is tested without
// PeerJS or a browser.
import { CALL_TEXT, PEER_ERROR_TEXT } from '@rookery/shared/calls.ts';

const FALLBACK = PEER_ERROR_TEXT.webrtc ?? 'The call connection failed.';

/** The sentence for a PeerJS error type (a peer's or a connection's); unknown types get a general sentence. */
export function peerErrorWords(type: string | undefined): string {
  return (type && PEER_ERROR_TEXT[type]) || FALLBACK;
}

/** The sentence for a failed getUserMedia (DOMException names), knowing whether the camera was asked for too. */
export function mediaErrorWords(error: unknown, video: boolean): string {
  const devices = video ? 'microphone and camera' : 'microphone';
  const name =
    typeof error === 'object' && error !== null && 'name' in error
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return `Please allow your ${devices} for this site to make calls.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return `No ${devices} was found on this device.`;
    case 'NotReadableError':
    case 'AbortError':
      return `Your ${devices} is being used by another app.`;
    default:
      return `We could not start your ${devices}.`;
  }
}

/** A call needs a local stream and a browser with WebRTC (RULES.md "Validation"). */
export function webRtcProblem(): string | null {
  const supported =
    typeof window !== 'undefined' &&
    typeof window.RTCPeerConnection === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function';
  return supported ? null : CALL_TEXT.unsupported;
}
