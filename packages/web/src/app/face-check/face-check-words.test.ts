import { describe, expect, it } from 'vitest';
import {
  CAMERA_WORDS,
  cameraErrorText,
  canStart,
  poseArrow,
  poseInstruction,
  triesLeftText,
  worthOffering,
} from './face-check-words.ts';

describe('poseInstruction', () => {
  it('says each step as a person would, a turn after a turn with "Now"', () => {
    const steps = ['left', 'right', 'straight'] as const;
    expect(steps.map((_, i) => poseInstruction(steps, i))).toEqual([
      'Turn your head to your left',
      'Now to your right',
      'Look straight at the camera',
    ]);
  });

  it('starts a turn afresh after looking straight', () => {
    const steps = ['straight', 'right', 'left'] as const;
    expect(steps.map((_, i) => poseInstruction(steps, i))).toEqual([
      'Look straight at the camera',
      'Turn your head to your right',
      'Now to your left',
    ]);
    expect(poseInstruction(steps, 3)).toBe('');
  });

  it('points the arrow the way the face moves on the mirrored preview', () => {
    expect(poseArrow('left')).toBe('left');
    expect(poseArrow('right')).toBe('right');
    expect(poseArrow('straight')).toBe('none');
  });
});

describe('cameraErrorText', () => {
  const refusal = (name: string) => new DOMException('', name);

  it('tells how to allow a blocked camera', () => {
    expect(cameraErrorText(refusal('NotAllowedError'))).toBe(CAMERA_WORDS.blocked);
    expect(cameraErrorText(refusal('SecurityError'))).toBe(CAMERA_WORDS.blocked);
    expect(CAMERA_WORDS.blocked).toMatch(/allow the camera/);
  });

  it('names a missing, busy or unsupported camera, and anything else plainly', () => {
    expect(cameraErrorText(refusal('NotFoundError'))).toBe(CAMERA_WORDS.missing);
    expect(cameraErrorText(refusal('OverconstrainedError'))).toBe(CAMERA_WORDS.missing);
    expect(cameraErrorText(refusal('NotReadableError'))).toBe(CAMERA_WORDS.busy);
    const unsupported = new Error('no mediaDevices');
    unsupported.name = 'CameraUnsupportedError';
    expect(cameraErrorText(unsupported)).toBe(CAMERA_WORDS.unsupported);
    expect(cameraErrorText('boom')).toBe(CAMERA_WORDS.failed);
  });
});

describe('the state a check is in', () => {
  it('counts the tries left in words', () => {
    expect(triesLeftText(2)).toBe('2 tries left today');
    expect(triesLeftText(1)).toBe('1 try left today');
    expect(triesLeftText(0)).toBe('No tries left today');
  });

  it('starts a check only with a try left, and not while verified or in review', () => {
    expect(canStart({ state: 'none', triesLeft: 3 })).toBe(true);
    expect(canStart({ state: 'failed', triesLeft: 0 })).toBe(false);
    expect(canStart({ state: 'withdrawn', triesLeft: 1 })).toBe(true);
    expect(canStart({ state: 'verified', triesLeft: 3 })).toBe(false);
    expect(canStart({ state: 'review', triesLeft: 3 })).toBe(false);
  });

  it('offers the check after the media hub only to someone not verified who has not just failed', () => {
    expect(worthOffering({ state: 'none', triesLeft: 3 })).toBe(true);
    expect(worthOffering({ state: 'withdrawn', triesLeft: 3 })).toBe(true);
    expect(worthOffering({ state: 'failed', triesLeft: 2 })).toBe(false);
    expect(worthOffering({ state: 'verified', triesLeft: 3 })).toBe(false);
    expect(worthOffering({ state: 'none', triesLeft: 0 })).toBe(false);
  });
});
