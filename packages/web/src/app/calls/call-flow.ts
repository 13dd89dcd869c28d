// The caller/callee rules of RULES.md "States and transitions" as pure decisions, so the screen's hook only carries
// them out. The callee opens a peer and announces its peer id; the caller announces with an empty id and calls the
// callee's id when it hears it. When both call at once, the one hearing the other's caller announcement becomes
// callee; should both switch at the same moment (each heard the other before hearing anything else), the person whose
// id sorts first calls, so two callees never wait for each other forever.

export type CallRole = 'caller' | 'callee';

/** What the other side said in `joinedcall`. */
export interface Joined {
  id: string;
  peerid: string;
  action: CallRole;
}

export type JoinedStep =
  /** Not about this call (our own echo, or a stranger): nothing to do. */
  | { kind: 'ignore' }
  /** Call the other's peer id from our peer (opening it first when needed). */
  | { kind: 'call'; peerid: string }
  /** Become callee: open a peer and announce its id. */
  | { kind: 'become-callee' }
  /** We are callee already: announce again, so a caller that arrived after us learns our peer id. */
  | { kind: 'announce' };

export function onJoined(me: { id: string; role: CallRole; calling: boolean }, joined: Joined): JoinedStep {
  if (joined.id === me.id) return { kind: 'ignore' };
  if (joined.action === 'callee') {
    if (!joined.peerid) return { kind: 'ignore' };
    if (me.role === 'caller')
      return me.calling ? { kind: 'ignore' } : { kind: 'call', peerid: joined.peerid };
    // Both callees: both switched at once. One of the two must call.
    return me.id < joined.id && !me.calling ? { kind: 'call', peerid: joined.peerid } : { kind: 'ignore' };
  }
  return me.role === 'caller' ? { kind: 'become-callee' } : { kind: 'announce' };
}

/** What the screen shows of the call's progress (a visible connection state). */
export type CallPhase =
  /** Camera and microphone are being asked for. */
  | 'starting'
  /** Waiting for the other person to pick up, or for the peers to find each other. */
  | 'calling'
  /** Media flowing both ways. */
  | 'connected'
  /** The network dropped; trying to get it back. */
  | 'reconnecting'
  | 'ended';

export function phaseLabel(phase: CallPhase, name: string): string {
  switch (phase) {
    case 'starting':
      return 'Starting…';
    case 'calling':
      return `Calling ${name}...`;
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'ended':
      return 'Call ended';
  }
}

/**
 * A peer id our server accepts (RULES.md "Validation"): letters and digits joined by single spaces, underscores or
 * hyphens.
 */
export function isValidPeerId(id: string): boolean {
  return /^$|^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/.test(id);
}
