import { describe, expect, it } from 'vitest';
import { isValidPeerId, onJoined, phaseLabel } from './call-flow.ts';

const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'b0000000-0000-4000-8000-000000000002';

describe('onJoined (RULES.md "States and transitions")', () => {
  it('a caller calls the callee as soon as it hears the callee’s peer id, once', () => {
    const heard = { id: OTHER, peerid: 'peer-b', action: 'callee' as const };
    expect(onJoined({ id: ME, role: 'caller', calling: false }, heard)).toEqual({
      kind: 'call',
      peerid: 'peer-b',
    });
    expect(onJoined({ id: ME, role: 'caller', calling: true }, heard)).toEqual({ kind: 'ignore' });
  });

  it('a caller hearing another caller becomes callee (both called at once)', () => {
    const heard = { id: OTHER, peerid: '', action: 'caller' as const };
    expect(onJoined({ id: ME, role: 'caller', calling: false }, heard)).toEqual({ kind: 'become-callee' });
  });

  it('a callee hearing a caller that arrived later announces its peer id again', () => {
    const heard = { id: OTHER, peerid: '', action: 'caller' as const };
    expect(onJoined({ id: ME, role: 'callee', calling: false }, heard)).toEqual({ kind: 'announce' });
  });

  it('two callees (both switched at once): only the one whose id sorts first calls', () => {
    expect(
      onJoined({ id: ME, role: 'callee', calling: false }, { id: OTHER, peerid: 'peer-b', action: 'callee' }),
    ).toEqual({ kind: 'call', peerid: 'peer-b' });
    expect(
      onJoined({ id: OTHER, role: 'callee', calling: false }, { id: ME, peerid: 'peer-a', action: 'callee' }),
    ).toEqual({ kind: 'ignore' });
  });

  it('ignores its own echo and a callee without a peer id', () => {
    expect(
      onJoined({ id: ME, role: 'caller', calling: false }, { id: ME, peerid: 'x', action: 'callee' }),
    ).toEqual({
      kind: 'ignore',
    });
    expect(
      onJoined({ id: ME, role: 'caller', calling: false }, { id: OTHER, peerid: '', action: 'callee' }),
    ).toEqual({ kind: 'ignore' });
  });
});

describe('phaseLabel and isValidPeerId', () => {
  it('says who is being called while connecting', () => {
    expect(phaseLabel('calling', 'Ada')).toBe('Calling Ada...');
    expect(phaseLabel('reconnecting', 'Ada')).toBe('Reconnecting…');
  });

  it('accepts ids as RULES.md "Validation" describes them', () => {
    expect(isValidPeerId('')).toBe(true);
    expect(isValidPeerId('abc-123_x y')).toBe(true);
    expect(isValidPeerId('a--b')).toBe(false);
    expect(isValidPeerId('-a')).toBe(false);
    expect(isValidPeerId('a/b')).toBe(false);
  });
});
