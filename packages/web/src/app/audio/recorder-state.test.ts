// The recorder's state machine: the RULES.md "States and transitions" transitions, the ones it refuses, and the error
// codes.
import { describe, expect, it } from 'vitest';
import {
  clockText,
  initialRecorderState,
  type RecorderEvent,
  type RecorderState,
  type Recording,
  recorderErrorCode,
  recorderReducer,
} from './recorder-state.ts';

const take = (url: string): Recording => ({ url, blob: new Blob(['RIFF'], { type: 'audio/wav' }) });

function run(events: RecorderEvent[], from: RecorderState = initialRecorderState): RecorderState {
  return events.reduce(recorderReducer, from);
}

describe('recorderReducer', () => {
  it('goes idle → acquiring_media → recording → stopping → stopped with a playable recording', () => {
    const statuses: string[] = [];
    let state = initialRecorderState;
    const events: RecorderEvent[] = [
      { type: 'start' },
      { type: 'media_acquired' },
      { type: 'tick', elapsedMs: 1500 },
      { type: 'stop' },
      { type: 'stopped', recording: take('blob:1') },
    ];
    for (const event of events) {
      state = recorderReducer(state, event);
      statuses.push(state.status);
    }
    expect(statuses).toEqual(['acquiring_media', 'recording', 'recording', 'stopping', 'stopped']);
    expect(state.recording?.url).toBe('blob:1');
    expect(state.elapsedMs).toBe(1500);
  });

  it('pauses only from recording and resumes only from paused; the clock stands still while paused', () => {
    expect(run([{ type: 'pause' }]).status).toBe('idle');
    expect(run([{ type: 'resume' }]).status).toBe('idle');
    const paused = run([{ type: 'start' }, { type: 'media_acquired' }, { type: 'pause' }]);
    expect(paused.status).toBe('paused');
    expect(run([{ type: 'pause' }], paused).status).toBe('paused');
    expect(run([{ type: 'tick', elapsedMs: 9000 }], paused).elapsedMs).toBe(0);
    expect(run([{ type: 'resume' }], paused).status).toBe('recording');
    expect(run([{ type: 'stop' }], paused).status).toBe('stopping');
  });

  it('starting a new recording clears the previous one; starting twice does nothing more', () => {
    const done = run([
      { type: 'start' },
      { type: 'media_acquired' },
      { type: 'tick', elapsedMs: 4000 },
      { type: 'stop' },
      { type: 'stopped', recording: take('blob:old') },
    ]);
    const again = run([{ type: 'start' }], done);
    expect(again).toEqual({ status: 'acquiring_media', error: null, recording: null, elapsedMs: 0 });
    expect(run([{ type: 'start' }], again)).toBe(again);
    const recording = run([{ type: 'media_acquired' }], again);
    expect(run([{ type: 'start' }], recording)).toBe(recording);
  });

  it('ignores stop and a finished recording when nothing is being recorded', () => {
    expect(run([{ type: 'stop' }])).toBe(initialRecorderState);
    expect(run([{ type: 'stopped', recording: take('blob:x') }])).toBe(initialRecorderState);
    expect(run([{ type: 'media_acquired' }])).toBe(initialRecorderState);
  });

  it('a failure returns to idle with its code, and the next start clears the code', () => {
    const denied = run([{ type: 'start' }, { type: 'failed', code: 'permission_denied' }]);
    expect(denied).toMatchObject({ status: 'idle', error: 'permission_denied', recording: null });
    expect(run([{ type: 'start' }], denied).error).toBeNull();
    const broken = run([
      { type: 'start' },
      { type: 'media_acquired' },
      { type: 'failed', code: 'recorder_error' },
    ]);
    expect(broken).toMatchObject({ status: 'idle', error: 'recorder_error' });
  });
});

describe('recorderErrorCode', () => {
  const named = (name: string) => new DOMException('x', name);
  it('maps the Media Capture errors to the RULES.md "States and transitions" codes', () => {
    expect(recorderErrorCode(named('NotAllowedError'))).toBe('permission_denied');
    expect(recorderErrorCode(named('SecurityError'))).toBe('permission_denied');
    expect(recorderErrorCode(named('NotFoundError'))).toBe('no_specified_media_found');
    expect(recorderErrorCode(named('NotReadableError'))).toBe('media_in_use');
    expect(recorderErrorCode(named('OverconstrainedError'))).toBe('invalid_media_constraints');
    expect(recorderErrorCode(new TypeError('no constraints'))).toBe('no_constraints');
    expect(recorderErrorCode(new Error('Unsupported Browser'))).toBe('recorder_error');
    expect(recorderErrorCode('weird')).toBe('recorder_error');
  });
});

describe('clockText', () => {
  it('shows minutes and seconds, rounded down', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(9_999)).toBe('0:09');
    expect(clockText(60_000)).toBe('1:00');
    expect(clockText(-5)).toBe('0:00');
  });
});
