// The call's audio settings (RULES.md "Constants and limits"): Opus asked for in stereo at full band and a high
// bitrate with short packets, by rewriting the session description before PeerJS applies it. Pure text in, text
// out, so it is tested without a browser; parameters a browser does not know are ignored by it, which is what
// "where the browser allows" means in practice.

import { CALLS } from '@rookery/shared/calls.ts';

const AUDIO = CALLS.audio;

/** Opus format parameters we set; existing values for the same keys are replaced, others kept. */
const OPUS_PARAMS: Record<string, string> = {
  stereo: AUDIO.stereo ? '1' : '0',
  'sprop-stereo': AUDIO.stereo ? '1' : '0',
  maxplaybackrate: String(AUDIO.playbackRate),
  maxaveragebitrate: String(AUDIO.maxAverageBitrate),
};

function mergeParams(existing: string): string {
  const params = new Map<string, string>();
  for (const part of existing.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key) params.set(key, rest.join('='));
  }
  for (const [key, value] of Object.entries(OPUS_PARAMS)) params.set(key, value);
  return [...params].map(([key, value]) => (value === '' ? key : `${key}=${value}`)).join(';');
}

/**
 * Rewrites the Opus lines of every audio section of an SDP. A description without Opus comes back unchanged.
 * Line endings are kept as they were (CRLF in every browser).
 */
export function rewriteAudioSdp(sdp: string): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(eol);
  const out: string[] = [];
  let inAudio = false;
  let opus: string | null = null;
  let sawFmtp = false;
  let sawPtime = false;

  const closeSection = () => {
    if (inAudio && opus !== null) {
      // No fmtp line for Opus at all: add one, then the packet time, at the end of the section.
      if (!sawFmtp) out.push(`a=fmtp:${opus} ${mergeParams('')}`);
      if (!sawPtime) out.push(`a=ptime:${AUDIO.ptime}`);
    }
  };

  // A trailing empty string (after the last CRLF) must stay last.
  const trailing = lines.at(-1) === '' ? lines.pop() : undefined;
  for (const line of lines) {
    if (line.startsWith('m=')) {
      closeSection();
      inAudio = line.startsWith('m=audio');
      opus = null;
      sawFmtp = false;
      sawPtime = false;
      out.push(line);
      continue;
    }
    if (inAudio) {
      const rtpmap = /^a=rtpmap:(\d+) opus\/48000/i.exec(line);
      if (rtpmap?.[1]) opus = rtpmap[1];
      const fmtp = /^a=fmtp:(\d+) (.*)$/.exec(line);
      if (fmtp && opus !== null && fmtp[1] === opus) {
        sawFmtp = true;
        out.push(`a=fmtp:${opus} ${mergeParams(fmtp[2] ?? '')}`);
        continue;
      }
      if (line.startsWith('a=ptime:')) {
        sawPtime = true;
        out.push(`a=ptime:${AUDIO.ptime}`);
        continue;
      }
    }
    out.push(line);
  }
  closeSection();
  if (trailing !== undefined) out.push(trailing);
  return out.join(eol);
}
