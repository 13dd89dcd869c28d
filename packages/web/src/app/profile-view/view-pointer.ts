// Which profile /app/viewprofile?from=chat shows: the chat leaves a pointer in a cookie (RULES.md "Entities").
import { getCookie } from '../../lib/cookies.ts';

/** The chat's profile-to-view pointer (RULES.md "Entities", "Screens and routes"): {user_id, full}; undefined when unusable. */
export function pointerFromCookie(): { id: string; full: boolean } | undefined {
  const raw = getCookie('viewprofile');
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { user_id: id, full } = parsed as { user_id?: unknown; full?: unknown };
    return typeof id === 'string' && id !== ''
      ? { id, full: full === 1 || full === '1' || full === true }
      : undefined;
  } catch {
    return undefined;
  }
}
