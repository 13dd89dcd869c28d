// Ending a session ends its sockets at once (issue 7: "users signed out are disconnected at once"): wraps the
// session service so every way a session ends (sign-out, signing in over an old session, a password reset's
// sign-out everywhere) also disconnects, on every server through the hub.
import type { BindableHub } from './realtime-hub.ts';

interface EndsSessions {
  end(token: string): Promise<void>;
  endAll(userId: string, exceptSessionId?: string): Promise<number>;
}

export function disconnectOnSessionEnd<S extends EndsSessions>(
  sessions: S,
  hub: Pick<BindableHub, 'disconnectSession' | 'disconnectUser'>,
  sessionIdOf: (token: string) => string,
): S {
  return {
    ...sessions,
    async end(token: string) {
      await sessions.end(token);
      await hub.disconnectSession(sessionIdOf(token));
    },
    async endAll(userId: string, exceptSessionId?: string) {
      const ended = await sessions.endAll(userId, exceptSessionId);
      await hub.disconnectUser(userId, exceptSessionId);
      return ended;
    },
  };
}
