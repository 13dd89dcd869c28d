// The person's own microphone and camera for a call (RULES.md "Validation": audio always asked for, video only for
// video calls; RULES.md "States and transitions": camera on for video calls, microphone on). Toggling only enables or
// disables tracks, so the peer connection never renegotiates; `stop` ends every track, also when the screen unmounts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaErrorWords, webRtcProblem } from '../../lib/peer-errors.ts';

export interface CallMedia {
  stream: MediaStream | null;
  /** Set when the browser cannot call or the devices were refused: the call cannot start. */
  problem: string | null;
  cameraOn: boolean;
  micOn: boolean;
  setCamera: (on: boolean) => void;
  setMic: (on: boolean) => void;
  stop: () => void;
}

function stopAll(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function useCallMedia(video: boolean): CallMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cameraOn, setCameraOn] = useState(video);
  const [micOn, setMicOn] = useState(true);
  const held = useRef<MediaStream | null>(null);
  const stopped = useRef(false);

  useEffect(() => {
    const unsupported = webRtcProblem();
    if (unsupported) {
      setProblem(unsupported);
      return;
    }
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ audio: true, video })
      .then((got) => {
        // Unmounted (or ended) while the browser was asking: nothing may keep the camera light on.
        if (cancelled || stopped.current) {
          stopAll(got);
          return;
        }
        held.current = got;
        setStream(got);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(mediaErrorWords(error, video));
      });
    return () => {
      cancelled = true;
      stopAll(held.current);
      held.current = null;
    };
  }, [video]);

  const setCamera = useCallback((on: boolean) => {
    for (const track of held.current?.getVideoTracks() ?? []) track.enabled = on;
    setCameraOn(on);
  }, []);

  const setMic = useCallback((on: boolean) => {
    for (const track of held.current?.getAudioTracks() ?? []) track.enabled = on;
    setMicOn(on);
  }, []);

  const stop = useCallback(() => {
    stopped.current = true;
    stopAll(held.current);
  }, []);

  return { stream, problem, cameraOn, micOn, setCamera, setMic, stop };
}
