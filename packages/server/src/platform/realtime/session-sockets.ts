// Ending a session ends its sockets at once ("users signed out are disconnected at once"): wraps the
// session service so every way a session ends (sign-out, signing in over an old session, a password reset's
// sign-out everywhere, a device ended in Settings, suspension, ban, deletion) also disconnects, on every server
// through the hub, and tells the other servers to forget the session they may remember (SESSION_CACHE).
import type { BindableHub, SessionsEnded } from './realtime-hub.ts';

interface EndsSessions {
  end(token: string): Promise<void>;
  endAll(userId: string, exceptSessionId?: string): Promise<number>;
  endDevice(userId: string, deviceId: string): Promise<string | null>;
  forget(ended: SessionsEnded): void;
}

export function disconnectOnSessionEnd<S extends EndsSessions>(
  sessions: S,
  hub: Pick<
    BindableHub,
    'disconnectSession' | 'disconnectUser' | 'announceSessionsEnded' | 'onSessionsEnded'
  >,
  sessionIdOf: (token: string) => string,
): S {
  hub.onSessionsEnded((ended) => sessions.forget(ended));
  return {
    ...sessions,
    async end(token: string) {
      await sessions.end(token);
      const sessionId = sessionIdOf(token);
      hub.announceSessionsEnded({ sessionId });
      await hub.disconnectSession(sessionId);
    },
    async endAll(userId: string, exceptSessionId?: string) {
      const ended = await sessions.endAll(userId, exceptSessionId);
      hub.announceSessionsEnded({ userId });
      await hub.disconnectUser(userId, exceptSessionId);
      return ended;
    },
    async endDevice(userId: string, deviceId: string) {
      const sessionId = await sessions.endDevice(userId, deviceId);
      if (sessionId) {
        hub.announceSessionsEnded({ sessionId });
        await hub.disconnectSession(sessionId);
      }
      return sessionId;
    },
  };
}
