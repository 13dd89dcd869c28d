// /app/matches (RULES.md "Screens and routes"): the Notifications header with its unread count, the open matches, and
// an empty state that sends the person to their deck; after a first match, the invitation to web push (app/push's
// card); ?room=<id> (a push's click) opens that match's chat. The strip of new matches above the list, and a card back to each shared
// date's safety while it is open.
import { Bell, ChevronRight, HeartHandshake, MessagesSquare } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { messageOf } from '../../lib/api-client.ts';
import { useMenuData } from '../account/api/menu.ts';
import { SharedDatesCard } from '../date-safety/public/shared-dates-card.tsx';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { useMatches } from './api/matches.ts';
import { NewMatchesStrip } from './new-matches-strip.tsx';
import { useOpenRoomParam } from './open-room-param.ts';
import { matchName } from './public/match-item.ts';
import { MatchRow } from './public/match-row.tsx';

function NotificationsLink({ unread }: { unread: number | undefined }) {
  // Named by its words ("Notifications, 2 unread"), not an aria-label, so what is seen is what is said (WCAG 2.5.3).
  return (
    <Link
      to="/app/notifications"
      className="flex items-center gap-3 rounded-3xl bg-ocean-950 px-4 py-3.5 text-white shadow-card transition-colors hover:bg-ocean-800 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none"
    >
      <span className="relative grid size-10 place-items-center rounded-2xl bg-white/10">
        <Bell className="size-5" aria-hidden />
        {unread ? (
          <span
            aria-hidden
            className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-coral-400 px-1 text-xs font-bold text-ocean-950"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </span>
      <span className="sr-only">{unread ? `Notifications, ${unread} unread` : 'Notifications'}</span>
      <span aria-hidden className="flex-1 font-semibold">
        Notifications
      </span>
      {unread ? (
        <span aria-hidden className="text-sm text-ice-200">
          {unread} new
        </span>
      ) : null}
      <ChevronRight className="size-5 text-ice-200" aria-hidden />
    </Link>
  );
}

function EmptyMatches() {
  return (
    <div className="flex flex-col items-center gap-3 px-2 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-3xl bg-coral-50 text-coral-600">
        <HeartHandshake className="size-8" aria-hidden />
      </span>
      <h2 className="text-xl font-bold text-ocean-950">No matches yet</h2>
      <p className="max-w-xs leading-relaxed text-ocean-600">
        When you and someone in your deck both say yes, they'll appear here, ready to chat.
      </p>
      <Link to="/app/find" className={buttonClass('primary', 'lg', 'mt-3')}>
        Find a match
      </Link>
    </div>
  );
}

/** At 1024 px and wider: the right pane, where a chat opens (/app/chat keeps the list beside it). */
function ChatPlaceholder({ count }: { count: number }) {
  return (
    <aside
      aria-label="Chat"
      className="hidden max-h-[36rem] flex-1 flex-col items-center justify-center gap-3 rounded-3xl bg-pebble-50 px-8 text-center ring-1 ring-pebble-100 lg:flex"
    >
      <span className="grid size-16 place-items-center rounded-3xl bg-white text-coral-600 shadow-card">
        <MessagesSquare className="size-8" aria-hidden />
      </span>
      <h2 className="text-xl font-bold text-ocean-950">
        {count > 0 ? 'Pick a conversation' : 'Your conversations will open here'}
      </h2>
      <p className="max-w-xs leading-relaxed text-ocean-600">
        {count > 0
          ? 'Choose a match on the left to open your chat here.'
          : 'Say yes to someone in your deck: when they say yes too, you can chat here.'}
      </p>
    </aside>
  );
}

interface MatchesScreenProps {
  /** The invitation to web push after a first match, a feature of its own (app/push) that the router puts here. */
  pushPrompt?: ComponentType<{ firstName: string | null }>;
}

export function MatchesScreen({ pushPrompt: PushPrompt }: MatchesScreenProps = {}) {
  const matches = useMatches();
  // The caller's own id for the chat's match data (the menu row the shell already reads).
  const menu = useMenuData();
  useOpenRoomParam(matches.data?.matches, menu.data?.id ?? null);
  const first = matches.data?.matches.find((item) => item.deleted !== 1);

  return (
    <AppLayout title="Matches" wide>
      <div className="flex flex-1 flex-col lg:flex-row lg:gap-8">
        <div className="flex flex-1 flex-col lg:max-w-[25rem]">
          <h1 className="mb-5 text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">
            Matches
          </h1>
          <NotificationsLink unread={matches.data?.notifications} />
          <SharedDatesCard />
          {first && PushPrompt ? <PushPrompt firstName={matchName(first)} /> : null}
          {matches.data ? (
            <NewMatchesStrip matches={matches.data.matches} myId={menu.data?.id ?? null} />
          ) : null}
          <section aria-labelledby="matches-heading" className="mt-7 flex flex-1 flex-col">
            <h2 id="matches-heading" className="px-1 text-lg font-bold text-ocean-950">
              Your matches
              {matches.data && matches.data.matches.length > 0 ? (
                <span className="ml-2 text-ocean-500">{matches.data.matches.length}</span>
              ) : null}
            </h2>
            {matches.isError ? (
              <InlineAlert
                className="mt-4"
                action={
                  <button type="button" onClick={() => matches.refetch()} className="font-semibold underline">
                    Try again
                  </button>
                }
              >
                {messageOf(matches.error)}
              </InlineAlert>
            ) : !matches.data ? (
              <ul aria-hidden className="mt-3 flex animate-pulse flex-col gap-2">
                {[0, 1, 2].map((n) => (
                  <li key={n} className="flex items-center gap-4 px-3 py-3">
                    <span className="size-16 rounded-2xl bg-ocean-50" />
                    <span className="flex-1">
                      <span className="block h-4 w-1/3 rounded-full bg-ocean-50" />
                      <span className="mt-2 block h-3 w-2/3 rounded-full bg-ocean-50" />
                    </span>
                  </li>
                ))}
              </ul>
            ) : matches.data.matches.length === 0 ? (
              <EmptyMatches />
            ) : (
              <ul aria-label="Your matches" className="-mx-3 mt-2 flex flex-col">
                {matches.data.matches.map((item) => (
                  <MatchRow key={item.match_id} item={item} myId={menu.data?.id ?? null} />
                ))}
              </ul>
            )}
          </section>
        </div>
        <ChatPlaceholder count={matches.data?.matches.length ?? 0} />
      </div>
    </AppLayout>
  );
}
