// The browser side of the voice recorder: the microphone, a 16-bit WAV MediaRecorder
// (RULES.md "Constants and limits") from extendable-media-recorder with its WAV encoder, a clock that stops at
// MEDIA.wavSeconds, and clean-up of the microphone and the preview's object URL. Each step is reported to the pure
// reducer in recorder-state.ts. Pause ends a segment and resume starts the next on the same microphone; Stop joins
// them (wav-join.ts).
import { MEDIA } from '@rookery/shared/limits.ts';
import { type IMediaRecorder, isSupported, MediaRecorder, register } from 'extendable-media-recorder';
import { connect } from 'extendable-media-recorder-wav-encoder';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialRecorderState, recorderErrorCode, recorderReducer } from './recorder-state.ts';
import { joinWav } from './wav-join.ts';

const MIME_TYPE = 'audio/wav';
const LIMIT_MS = MEDIA.wavSeconds * 1000;

interface Clock {
  banked: number;
  since: number | null;
}

function elapsedOf({ banked, since }: Clock): number {
  return banked + (since === null ? 0 : performance.now() - since);
}

// The encoder may be registered only once per page, however often the screen is opened.
let encoderReady: Promise<void> | undefined;
function ensureWavEncoder(): Promise<void> {
  encoderReady ??= (async () => {
    if (!(await isSupported())) throw new Error('Unsupported Browser');
    await register(await connect());
  })().catch((error: unknown) => {
    encoderReady = undefined;
    throw error;
  });
  return encoderReady;
}

/** One stretch of recording: its recorder and the WAV it yields when stopped. */
function recordSegment(stream: MediaStream): { recorder: IMediaRecorder; wav: Promise<Blob> } {
  const recorder = new MediaRecorder(stream, { mimeType: MIME_TYPE });
  const chunks: Blob[] = [];
  const wav = new Promise<Blob>((resolve, reject) => {
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => resolve(new Blob(chunks, { type: MIME_TYPE }));
    recorder.onerror = (event) => reject(event);
  });
  recorder.start();
  return { recorder, wav };
}

export function useVoiceRecorder() {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const recorderRef = useRef<IMediaRecorder | null>(null);
  const segmentsRef = useRef<Promise<Blob>[]>([]);
  const streamRef = useRef<MediaStream | null>(null);
  // Time recorded before the current stretch, and when the current stretch began (null while paused).
  const clockRef = useRef<Clock>({ banked: 0, since: null });
  // False once the screen is left, so a microphone granted after that is turned straight off.
  const aliveRef = useRef(true);
  const elapsed = useCallback(() => elapsedOf(clockRef.current), []);

  const releaseMicrophone = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const fail = useCallback(
    (reason: unknown) => {
      console.error('Voice recorder failed', reason);
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      segmentsRef.current = [];
      releaseMicrophone();
      dispatch({ type: 'failed', code: 'recorder_error' });
    },
    [releaseMicrophone],
  );

  const beginSegment = useCallback(
    (stream: MediaStream) => {
      const segment = recordSegment(stream);
      recorderRef.current = segment.recorder;
      segmentsRef.current.push(segment.wav);
      // A recorder error mid-way ends the whole recording.
      segment.wav.catch((reason: unknown) => {
        if (segmentsRef.current.includes(segment.wav)) fail(reason);
      });
    },
    [fail],
  );

  const stop = useCallback(async () => {
    const segments = segmentsRef.current;
    if (segments.length === 0) return;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    segmentsRef.current = [];
    clockRef.current = { banked: elapsed(), since: null };
    dispatch({ type: 'stop' });
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    try {
      const wavs = await Promise.all(segments);
      releaseMicrophone();
      const buffers = await Promise.all(wavs.map((wav) => wav.arrayBuffer()));
      const blob = new Blob([buffers.length === 1 ? (buffers[0] as ArrayBuffer) : joinWav(buffers)], {
        type: MIME_TYPE,
      });
      if (aliveRef.current)
        dispatch({ type: 'stopped', recording: { blob, url: URL.createObjectURL(blob) } });
    } catch (reason) {
      fail(reason);
    }
  }, [elapsed, fail, releaseMicrophone]);

  const start = useCallback(async () => {
    if (segmentsRef.current.length > 0 || streamRef.current) return;
    dispatch({ type: 'start' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('Unsupported Browser');
      await ensureWavEncoder();
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      streamRef.current = stream;
      if (!aliveRef.current) {
        releaseMicrophone();
        return;
      }
      beginSegment(stream);
      clockRef.current = { banked: 0, since: performance.now() };
      dispatch({ type: 'media_acquired' });
    } catch (error) {
      console.warn('Could not start recording', error);
      releaseMicrophone();
      recorderRef.current = null;
      segmentsRef.current = [];
      dispatch({ type: 'failed', code: recorderErrorCode(error) });
    }
  }, [beginSegment, releaseMicrophone]);

  const pause = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder?.state !== 'recording') return;
    recorderRef.current = null;
    recorder.stop();
    clockRef.current = { banked: elapsed(), since: null };
    dispatch({ type: 'pause' });
  }, [elapsed]);

  const resume = useCallback(() => {
    const stream = streamRef.current;
    if (!stream || recorderRef.current || segmentsRef.current.length === 0) return;
    try {
      beginSegment(stream);
    } catch (reason) {
      fail(reason);
      return;
    }
    clockRef.current = { ...clockRef.current, since: performance.now() };
    dispatch({ type: 'resume' });
  }, [beginSegment, fail]);

  // The clock, and the stop at the time limit.
  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = window.setInterval(() => {
      const ms = elapsed();
      if (ms >= LIMIT_MS) {
        dispatch({ type: 'tick', elapsedMs: LIMIT_MS });
        void stop();
      } else {
        dispatch({ type: 'tick', elapsedMs: ms });
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [state.status, stop, elapsed]);

  // A recording that is replaced or left behind frees its memory.
  const url = state.recording?.url;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  // Leaving the screen turns the microphone off.
  useEffect(() => {
    aliveRef.current = true;
    return () => {
      aliveRef.current = false;
      const recorder = recorderRef.current;
      recorderRef.current = null;
      segmentsRef.current = [];
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      releaseMicrophone();
    };
  }, [releaseMicrophone]);

  return { state, start, stop, pause, resume, limitMs: LIMIT_MS };
}
