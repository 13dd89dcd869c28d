import { CALL_TEXT } from '@rookery/shared/calls.ts';
import { describe, expect, it } from 'vitest';
import { mediaErrorWords, peerErrorWords, webRtcProblem } from './peer-errors.ts';

describe('peerErrorWords', () => {
  it('never shows the library’s developer message, and knows every RULES.md "Errors" peer error', () => {
    expect(peerErrorWords('browser-incompatible')).toBe('The current browser does not support WebRTC');
    for (const type of [
      'invalid-id',
      'unavailable-id',
      'invalid-key',
      'server-error',
      'network',
      'socket-closed',
      'peer-unavailable',
      'disconnected',
      'ssl-unavailable',
      'webrtc',
      'socket-error',
      'negotiation-failed',
      'connection-closed',
    ]) {
      const words = peerErrorWords(type);
      expect(words.length).toBeGreaterThan(10);
      expect(words).not.toMatch(/ID "|API KEY|Underlying socket|listen for the `open` event/);
    }
    expect(peerErrorWords('something-new')).toBe(peerErrorWords('webrtc'));
    expect(peerErrorWords(undefined)).toBe(peerErrorWords('webrtc'));
  });
});

describe('mediaErrorWords', () => {
  it('names the devices that were asked for', () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    expect(mediaErrorWords(denied, true)).toBe(
      'Please allow your microphone and camera for this site to make calls.',
    );
    expect(mediaErrorWords(denied, false)).toBe('Please allow your microphone for this site to make calls.');
    expect(mediaErrorWords(new DOMException('', 'NotFoundError'), false)).toBe(
      'No microphone was found on this device.',
    );
    expect(mediaErrorWords('odd', true)).toBe('We could not start your microphone and camera.');
  });
});

describe('webRtcProblem', () => {
  it('says the RULES.md "Errors" sentence where there is no WebRTC (Node has none)', () => {
    expect(webRtcProblem()).toBe(CALL_TEXT.unsupported);
  });
});
