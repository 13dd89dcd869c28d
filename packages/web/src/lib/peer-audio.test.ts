import { describe, expect, it } from 'vitest';
import { rewriteAudioSdp } from './peer-audio.ts';

// Shaped like Chromium's offer: audio with Opus (111) and telephone-event, then a video section.
const offer = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 126',
  'c=IN IP4 0.0.0.0',
  'a=rtpmap:111 opus/48000/2',
  'a=rtcp-fb:111 transport-cc',
  'a=fmtp:111 minptime=10;useinbandfec=1;stereo=0',
  'a=rtpmap:126 telephone-event/8000',
  'a=fmtp:126 0-15',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=rtpmap:96 VP8/90000',
  'a=fmtp:96 x-google-min-bitrate=100',
  '',
].join('\r\n');

describe('rewriteAudioSdp', () => {
  it('asks Opus for stereo, 48 kHz playback, 128 kbit/s and 5 ms packets, keeping its other parameters', () => {
    const sdp = rewriteAudioSdp(offer);
    expect(sdp).toContain(
      'a=fmtp:111 minptime=10;useinbandfec=1;stereo=1;sprop-stereo=1;maxplaybackrate=48000;maxaveragebitrate=128000\r\n',
    );
    // The packet time belongs to the audio section, before the video section starts.
    expect(sdp.indexOf('a=ptime:5')).toBeGreaterThan(sdp.indexOf('m=audio'));
    expect(sdp.indexOf('a=ptime:5')).toBeLessThan(sdp.indexOf('m=video'));
    expect(sdp.match(/a=ptime/g)).toHaveLength(1);
  });

  it('leaves other codecs, the video section and the line endings alone', () => {
    const sdp = rewriteAudioSdp(offer);
    expect(sdp).toContain('a=fmtp:126 0-15\r\n');
    expect(sdp).toContain('a=fmtp:96 x-google-min-bitrate=100\r\n');
    expect(sdp.endsWith('\r\n')).toBe(true);
    expect(sdp.split('\r\n').some((line) => line.includes('\n'))).toBe(false);
  });

  it('replaces an existing packet time and adds an fmtp line when Opus has none', () => {
    const bare = ['m=audio 9 RTP/SAVPF 109', 'a=rtpmap:109 opus/48000/2', 'a=ptime:20', ''].join('\r\n');
    const sdp = rewriteAudioSdp(bare);
    expect(sdp).toContain('a=ptime:5\r\n');
    expect(sdp).not.toContain('a=ptime:20');
    expect(sdp).toContain(
      'a=fmtp:109 stereo=1;sprop-stereo=1;maxplaybackrate=48000;maxaveragebitrate=128000',
    );
  });

  it('is idempotent and leaves a description without Opus unchanged', () => {
    const once = rewriteAudioSdp(offer);
    expect(rewriteAudioSdp(once)).toBe(once);
    const videoOnly = ['v=0', 'm=video 9 RTP/SAVPF 96', 'a=rtpmap:96 VP8/90000', ''].join('\r\n');
    expect(rewriteAudioSdp(videoOnly)).toBe(videoOnly);
  });
});
