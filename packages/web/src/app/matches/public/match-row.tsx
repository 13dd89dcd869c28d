// One match in the list (RULES.md "Screens and routes"): the AI image, the name, an unread mark, a date mark when
// dates are planned, and the chat's last line. Tapping opens the chat with this match's data in its cookie
// (RULES.md "Entities"). A match whose person deleted their account stays, greyed, as 'Deleted user': the
// conversation is still theirs to read. The unread count and a green "online now" dot, kept live by app/alerts. When
// the last message came ("2 min ago", the exact time in its title) and "Your turn" when the other person wrote last.
// A check-seal beside the name of someone Verified.

import { aiImageUrl } from '@rookery/shared/api/files.ts';
import type { MatchListItem } from '@rookery/shared/api/matches.actions.ts';
import { BadgeCheck, CalendarHeart, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { setCookie } from '../../../lib/cookies.ts';
import { exactTime, lastActive } from '../../../lib/dates.ts';
import { useConnectionState } from '../../../lib/use-realtime.ts';
import { chatMatchData, hasUnread, isYourTurn, lastLine, matchName, unreadCount } from './match-item.ts';

export interface MatchRowProps {
  item: MatchListItem;
  myId: string | null;
  /** The chat open beside the list (desktop two panes). */
  current?: boolean;
  /** Switch chats in place: Back still leads to the matches list, as on the phone. */
  replace?: boolean;
}

export function MatchRow({ item, myId, current = false, replace = false }: MatchRowProps) {
  const name = matchName(item);
  const unread = hasUnread(item);
  const count = unreadCount(item);
  // While this device is offline, whether they are is unknown: the dot from before is not shown.
  const connected = useConnectionState() !== 'reconnecting';
  const online = connected && item.online === 1 && item.deleted !== 1;
  const line = lastLine(item);
  const deleted = item.deleted === 1;
  const yourTurn = isYourTurn(item);
  const when = item.lastchatat ? lastActive(item.lastchatat) : '';
  const dates =
    !deleted && item.dates > 0 ? `${item.dates} upcoming ${item.dates === 1 ? 'date' : 'dates'}` : null;
  // The row is named by one spoken line (name first, then what is new), not an aria-label: a label would have to
  // repeat every word seen in the row, in order (WCAG 2.5.3). What is seen is drawn for the eyes only.
  const verified = item.verified === 1 && !deleted;
  const spoken = [
    name,
    verified ? 'verified' : null,
    deleted ? 'account deleted' : null,
    online ? 'online now' : null,
    unread
      ? count > 0
        ? `${count} unread ${count === 1 ? 'message' : 'messages'}`
        : 'unread messages'
      : null,
    dates,
    line,
    when,
    yourTurn ? 'your turn' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <Link
        to="/app/chat"
        replace={replace}
        aria-current={current ? 'page' : undefined}
        onClick={() => setCookie('matchdata', JSON.stringify(chatMatchData(item, myId ?? '')))}
        data-deleted={deleted || undefined}
        className="flex items-center gap-4 rounded-3xl px-3 py-3 transition-colors hover:bg-ocean-50 aria-[current=page]:bg-ice-50 focus-visible:bg-ice-50 focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none"
      >
        <span className="sr-only">{spoken}</span>
        <span aria-hidden className="relative shrink-0">
          {deleted ? (
            <span className="grid size-16 place-items-center rounded-2xl bg-ocean-100 text-ocean-400">
              <UserRound className="size-7" aria-hidden />
            </span>
          ) : item.imageid ? (
            <img
              src={aiImageUrl(item.imageid)}
              alt=""
              className="size-16 rounded-2xl bg-ocean-100 object-cover ring-1 ring-ocean-100"
            />
          ) : (
            <span className="grid size-16 place-items-center rounded-2xl bg-[linear-gradient(140deg,var(--color-ice-100),var(--color-coral-100))] text-ice-700">
              <Sparkles className="size-6" aria-hidden />
            </span>
          )}
          {unread ? (
            count > 0 ? (
              <span className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-coral-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white">
                {count > 99 ? '99+' : count}
              </span>
            ) : (
              <span className="absolute -top-1 -right-1 size-4 rounded-full bg-coral-500 ring-2 ring-white" />
            )
          ) : null}
          {online ? (
            <span
              title="Online now"
              className="absolute -right-1 -bottom-1 size-4 rounded-full bg-emerald-500 ring-2 ring-white"
            />
          ) : null}
        </span>
        <span aria-hidden className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span
              className={`truncate text-base ${deleted ? 'text-ocean-600 italic' : 'text-ocean-950'} ${unread ? 'font-bold' : 'font-semibold'}`}
            >
              {name}
            </span>
            {verified ? <BadgeCheck className="size-4 shrink-0 text-ice-700" aria-hidden /> : null}
            {item.full_match === 1 && !deleted ? (
              <span className="shrink-0 rounded-full bg-coral-50 px-2 py-0.5 text-xs font-semibold text-coral-700">
                Full match
              </span>
            ) : null}
            {dates ? <CalendarHeart className="size-4 shrink-0 text-coral-600" aria-hidden /> : null}
            {when ? (
              <time
                dateTime={item.lastchatat}
                title={item.lastchatat ? exactTime(item.lastchatat) : undefined}
                className="ml-auto shrink-0 text-xs text-ocean-500"
              >
                {when}
              </time>
            ) : null}
          </span>
          <span
            className={`mt-0.5 block truncate text-sm ${unread ? 'font-semibold text-ocean-900' : 'text-ocean-500'}`}
          >
            {yourTurn ? (
              <span className="mr-1.5 rounded-full bg-ice-100 px-1.5 py-px text-[0.6875rem] font-bold text-ice-700">
                Your turn
              </span>
            ) : null}
            {line}
          </span>
        </span>
      </Link>
    </li>
  );
}
