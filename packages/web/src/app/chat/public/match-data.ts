// The chat's cookies (RULES.md "Entities"): the match data the matches list hands over, the profile-to-view
// pointer for /app/viewprofile, and the last-read chat id per match (RULES.md "States and transitions").

import { aiImageUrl, downloadUrl } from '@rookery/shared/api/files.ts';
import { DELETED_USER_NAME } from '@rookery/shared/domain/deleted-user.ts';
import { isUuid } from '@rookery/shared/domain/uuid.ts';
import { getCookie, serializeCookie, setCookie } from '../../../lib/cookies.ts';
import type { MatchData } from './chat-types.ts';

/** The match data from its cookie's text; undefined when missing or not usable. */
export function parseMatchData(raw: string | undefined): MatchData | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const match_id = text('match_id');
  const user_id = text('user_id');
  const flag = (key: string) => {
    const value = record[key];
    return value === 1 || value === '1' || value === true;
  };
  const full_match = flag('full_match') ? 1 : 0;
  if (!isUuid(match_id)) return undefined;
  // A deleted account has no id left; the room is still the caller's to read.
  if (flag('deleted')) return asDeleted({ match_id, my_id: text('my_id'), full_match });
  if (!isUuid(user_id)) return undefined;
  return {
    match_id,
    my_id: text('my_id'),
    user_id,
    full_match,
    real_name: text('real_name'),
    display_name: text('display_name') || 'Your match',
    imageid: text('imageid') || null,
    ...(flag('verified') ? { verified: 1 as const } : {}),
  };
}

/** The match once its other person deleted their account: nothing of them is kept, only the room. */
export function asDeleted(match: Pick<MatchData, 'match_id' | 'my_id' | 'full_match'>): MatchData {
  return {
    match_id: match.match_id,
    my_id: match.my_id,
    user_id: '',
    full_match: match.full_match,
    real_name: '',
    display_name: DELETED_USER_NAME,
    imageid: null,
    deleted: 1,
  };
}

/** DELETED_USER_NAME written as a name is written. */
export const DELETED_USER_LABEL = `${DELETED_USER_NAME.charAt(0).toUpperCase()}${DELETED_USER_NAME.slice(1)}`;

export function readMatchData(): MatchData | undefined {
  return parseMatchData(getCookie('matchdata'));
}

export function writeMatchData(match: MatchData): void {
  setCookie('matchdata', JSON.stringify(match));
}

/**
 * Real name for a full match, else the display name (RULES.md "Who may see what"); 'Deleted user' once the account is
 * gone.
 */
export function matchDisplayName(match: MatchData): string {
  if (match.deleted === 1) return DELETED_USER_LABEL;
  return match.full_match === 1 && match.real_name ? match.real_name : match.display_name;
}

/** The pointer the profile view reads with from=chat (app/profile-view/view-pointer.ts). */
export function pointToProfile(match: MatchData): void {
  setCookie('viewprofile', JSON.stringify({ user_id: match.user_id, full: match.full_match }));
}

/** The match's AI image (RULES.md "Calls the app makes" /download). */
export { aiImageUrl };

/**
 * A chat image as sent: the web app blurs a flagged one itself until View (shielded-image.tsx), so it asks for the
 * original (without `original` the server sends the receiver a blurred copy).
 */
export function chatImageUrl(room: string, file: string): string {
  return downloadUrl({ type: 'ChatImage', room, file, original: true });
}

/** lastchat-{match_id}: the newest message this browser has shown, so the matches list can tell news. */
export function rememberLastRead(matchId: string, id: number): void {
  const cookie = serializeCookie(`lastchat-${matchId}`, String(id), {
    path: '/app',
    maxAge: 30 * 24 * 60 * 60,
    secure: window.location.protocol === 'https:',
  });
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie per match, named at run time; as in lib/cookies.ts
  document.cookie = cookie;
}
