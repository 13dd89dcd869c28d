// The voice recorder's state machine (RULES.md "States and transitions"), pure so it is tested without a browser:
// idle → acquiring_media → recording ⇄ paused → stopping → stopped. Starting again clears the last recording.
// The hook (use-voice-recorder.ts) does the browser work and reports each step here.

export type RecorderStatus = 'idle' | 'acquiring_media' | 'recording' | 'paused' | 'stopping' | 'stopped';

export type RecorderErrorCode =
  | 'permission_denied'
  | 'no_specified_media_found'
  | 'media_in_use'
  | 'invalid_media_constraints'
  | 'no_constraints'
  | 'recorder_error';

export interface Recording {
  /** An object URL of the WAV for the preview player; the hook revokes it when the recording goes. */
  url: string;
  blob: Blob;
}

export interface RecorderState {
  status: RecorderStatus;
  error: RecorderErrorCode | null;
  recording: Recording | null;
  /** Milliseconds recorded so far, pauses excluded. */
  elapsedMs: number;
}

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'media_acquired' }
  | { type: 'failed'; code: RecorderErrorCode }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'stop' }
  | { type: 'stopped'; recording: Recording };

export const initialRecorderState: RecorderState = {
  status: 'idle',
  error: null,
  recording: null,
  elapsedMs: 0,
};

/** Events that make no sense in the current status are ignored, so a double click cannot confuse it. */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'start':
      if (state.status !== 'idle' && state.status !== 'stopped') return state;
      return { status: 'acquiring_media', error: null, recording: null, elapsedMs: 0 };
    case 'media_acquired':
      return state.status === 'acquiring_media' ? { ...state, status: 'recording' } : state;
    case 'failed':
      // Whatever was under way is over; a finished recording from before survives only a later failure.
      return { ...state, status: state.recording ? 'stopped' : 'idle', error: event.code };
    case 'pause':
      return state.status === 'recording' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'recording' } : state;
    case 'tick':
      return state.status === 'recording' ? { ...state, elapsedMs: event.elapsedMs } : state;
    case 'stop':
      return state.status === 'recording' || state.status === 'paused'
        ? { ...state, status: 'stopping' }
        : state;
    case 'stopped':
      return state.status === 'stopping' || state.status === 'recording' || state.status === 'paused'
        ? { ...state, status: 'stopped', recording: event.recording }
        : state;
  }
}

/** The error code for what getUserMedia or the recorder threw (DOMException names of the Media Capture spec). */
export function recorderErrorCode(error: unknown): RecorderErrorCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission_denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'no_specified_media_found';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'media_in_use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'invalid_media_constraints';
    case 'TypeError':
      return 'no_constraints';
    default:
      return 'recorder_error';
  }
}

export const RECORDER_ERROR_TEXT: Record<RecorderErrorCode, string> = {
  permission_denied:
    "Your microphone is blocked for this site. Allow it in your browser's site settings, then try again.",
  no_specified_media_found:
    "We couldn't find a microphone. Connect one or check your device, then try again.",
  media_in_use: 'Your microphone is busy in another app or tab. Close it there, then try again.',
  invalid_media_constraints: "Your microphone can't record the way we asked. Try another microphone.",
  no_constraints: "We couldn't tell which microphone to use. Please try again.",
  recorder_error: 'Something went wrong while recording. Please try again.',
};

export const RECORDER_STATUS_TEXT: Record<RecorderStatus, string> = {
  idle: 'Ready to record',
  acquiring_media: 'Waking up your microphone…',
  recording: 'Recording',
  paused: 'Paused',
  stopping: 'Finishing your recording…',
  stopped: 'Recording ready',
};

/** m:ss of a duration in milliseconds, rounded down to the second. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
