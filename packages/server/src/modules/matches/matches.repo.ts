// The caller's open matches with the other person's names and selected AI image, and the rooms whose other member
// deleted their account (ended 'deleted', other null; read-only): the only SQL of this module.
//
// `list` answers the whole matches list in one statement: the matches, each room's chat summary (chat_messages,
// chat_reads, chat_dates) and the unread notifications count. On PGlite each statement costs the event loop about
// the same whatever it does, so three statements cost three times one (docs/PERFORMANCE.md "API: where the time
// went"). Joining chat's and notifications' pieces through their modules would need a cross-module change (an SQL
// fragment from each), so this repo reads those tables itself, read-only; the rules on them stay in their modules.
import type { ChatType } from '@rookery/shared/events.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { preparedStatement } from '../../platform/db/prepared.ts';
import { verifiedSql } from '../face-check/face-check.public.ts';

export interface MatchRow {
  match_id: string;
  /** Null when the other person deleted their account. */
  user_id: string | null;
  full_match: boolean;
  display_name: string | null;
  real_name: string | null;
  imageid: string | null;
}

/** A match with its room's chat summary. */
export interface MatchListRow extends MatchRow {
  /** The room's last message (bigint: a string from some drivers), or null without messages. */
  last_id: string | number | null;
  last_text: string | null;
  last_type: ChatType | null;
  last_from: string | null;
  /** The caller's read position in the room (0 without one). */
  last_read: string | number;
  /** Upcoming requested or accepted dates in the room. */
  dates: number;
  /** Messages not from the caller after their read position. */
  unread_chats: number;
  /** The other person has the app open and shows their activity (modules/alerts presence). */
  online: boolean;
  /** When the last message was sent, or null without messages. */
  last_at: Date | string | null;
  /** The last message's status and reference, and a call's answer and end (the row's call line). */
  last_status: string | null;
  last_reference: string | null;
  last_answered_at: Date | string | null;
  last_ended_at: Date | string | null;
  /** When the match was made. */
  created_at: Date | string;
  /** The other person shows the Verified badge. */
  verified: boolean;
}

export interface MatchList {
  matches: MatchListRow[];
  /** Unread notifications of the caller. */
  unread: number;
  /** The caller's hidden words: a last message holding one is shown folded. */
  hiddenWords: string[];
}

type ListRow = Partial<MatchListRow> & { unread: number; hidden_words: string[] | null };

// $1 the caller (uuid), $2 now (timestamptz); prepared once (platform/db/prepared.ts), so this statement of nine
// tables is planned once instead of on every request (planning it cost more than running it).
// One row even without matches, for the count: the matches are left-joined to it.
export const MATCH_LIST_SQL = `
  with mine as (
    select m.id as match_id, o.other as user_id, m.full_match, m.created_at, p.display_name, p.real_name,
           (select i.id from ai_images i where i.user_id = o.other and i.is_profile) as imageid
    from matches m
    cross join lateral (select case when m.user_a = $1::uuid then m.user_b else m.user_a end as other) o
    left join profiles p on p.user_id = o.other
    where (m.user_a = $1::uuid or m.user_b = $1::uuid)
      and ((m.ended_at is null and o.other is not null)
           or (m.ended_reason = 'deleted' and o.other is null)))
  select n.unread, n.hidden_words, x.match_id, x.created_at, x.user_id, x.full_match, x.display_name, x.real_name, x.imageid,
         last.id as last_id, last.chattext as last_text, last.type as last_type, last.from_id as last_from,
         last.created_at as last_at, last.status as last_status, last.reference as last_reference,
         last.answered_at as last_answered_at, last.ended_at as last_ended_at,
         coalesce(r.last_read, 0) as last_read,
         (select count(*)::int from chat_messages u
           where u.room_id = x.match_id and u.from_id is distinct from $1::uuid
             and u.id > coalesce(r.last_read, 0)) as unread_chats,
         (x.user_id is not null
          and exists (select 1 from presence o where o.user_id = x.user_id and o.online_until > $2::timestamptz)
          and coalesce((select s.show_online from user_settings s where s.user_id = x.user_id), true)) as online,
         (x.user_id is not null and ${verifiedSql('x.user_id')}) as verified,
         (select count(*)::int from chat_dates d
           where d.room_id = x.match_id and d.status in ('requested', 'accepted')
             and d.date_at > $2::timestamptz) as dates
  from (select count(*)::int as unread,
               (select s.hidden_words from user_settings s where s.user_id = $1::uuid) as hidden_words
        from notifications
        where user_id = $1::uuid and deleted_at is null and read_at is null) n
  left join mine x on true
  left join lateral (
    select c.id, c.chattext, c.type, c.from_id, c.created_at, c.status, c.reference, c.answered_at, c.ended_at
    from chat_messages c
    where c.room_id = x.match_id order by c.id desc limit 1) last on true
  left join chat_reads r on r.room_id = x.match_id and r.user_id = $1::uuid
  order by greatest(x.created_at, last.created_at) desc, x.match_id`;

export function createMatchesRepo(db: Db) {
  const listOf = preparedStatement<ListRow>(db, 'matchlist', MATCH_LIST_SQL);
  return {
    /** The latest conversation first (a new message lifts its row, as the live list does, app/alerts). */
    async list(userId: string, now: Date): Promise<MatchList> {
      const rows = await listOf([userId, now.toISOString()]);
      return {
        unread: rows[0]?.unread ?? 0,
        hiddenWords: rows[0]?.hidden_words ?? [],
        matches: rows.filter((row) => row.match_id != null) as MatchListRow[],
      };
    },
  };
}

export type MatchesRepo = ReturnType<typeof createMatchesRepo>;
