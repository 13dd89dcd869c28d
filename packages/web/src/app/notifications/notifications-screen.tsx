// /app/notifications (RULES.md "Screens and routes", "States and transitions"): the list with title, time (device
// time zone, RULES.md "Constants and limits") and text; opening the screen with any unread marks them read (they stay
// highlighted as new for this visit); Clear All empties it.
import type { NotificationItem } from '@rookery/shared/api/notifications.actions.ts';
import { BellOff, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-client.ts';
import { lastActive } from '../../lib/dates.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { quietButtonClass } from '../shell/submit-button.tsx';
import { useClearNotifications, useNotifications, useReadNotifications } from './api/notifications.ts';
import { useOpenTarget } from './api/open-target.ts';
import { notificationText, notificationTime } from './notification-time.ts';

const OPEN_LABEL: Record<NonNullable<NotificationItem['target']>['kind'], string> = {
  chat: 'Open the chat',
  match: 'Say hello',
  date: 'See the date in the chat',
};

interface CardProps {
  item: NotificationItem;
  isNew: boolean;
  opening: boolean;
  onOpen: (item: NotificationItem) => void;
}

function NotificationCard({ item, isNew, opening, onOpen }: CardProps) {
  const tone = isNew ? 'bg-coral-50/70 ring-coral-200' : 'bg-white ring-ocean-100';
  return (
    <li
      className={`relative rounded-3xl p-4 ring-1 ${tone} ${item.target ? 'transition-colors hover:bg-ocean-50' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-bold text-ocean-950">{item.title}</h2>
        {isNew ? (
          <span className="shrink-0 rounded-full bg-coral-400 px-2 py-0.5 text-xs font-bold text-ocean-950">
            New
          </span>
        ) : null}
      </div>
      {/* How long ago, with the RULES.md "Constants and limits" exact time (device zone, with seconds) as its title. */}
      <time
        dateTime={item.created}
        title={notificationTime(item.created)}
        className="mt-0.5 block text-xs font-medium text-ocean-500"
      >
        {lastActive(item.created)}
      </time>
      <p className="mt-2 leading-relaxed text-ocean-700">{notificationText(item)}</p>
      {item.target ? (
        // The whole card is the button (its ::after covers it); the words say where it leads.
        <button
          type="button"
          onClick={() => onOpen(item)}
          disabled={opening}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-ice-700 after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ice-500"
        >
          {opening ? 'Opening…' : OPEN_LABEL[item.target.kind]}
          <ChevronRight className="size-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}

function EmptyNotifications() {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-3xl bg-ice-100 text-ice-700">
        <BellOff className="size-8" aria-hidden />
      </span>
      <h2 className="text-xl font-bold text-ocean-950">No notifications</h2>
      <p className="max-w-xs leading-relaxed text-ocean-600">
        You're all caught up. New matches, requests and dates will show up here.
      </p>
    </div>
  );
}

export function NotificationsScreen() {
  const list = useNotifications();
  const read = useReadNotifications();
  const clear = useClearNotifications();
  const target = useOpenTarget();
  // The ids that were unread when the screen opened, kept for this visit after they are marked read.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const marked = useRef(false);

  useEffect(() => {
    if (!list.data || marked.current) return;
    marked.current = true;
    const unread = list.data.filter((item) => item.read === 0).map((item) => item.id);
    if (unread.length === 0) return;
    setNewIds(new Set(unread));
    read.mutate();
  }, [list.data, read]);

  const items = list.data ?? [];
  return (
    <AppLayout title="Notifications" back="/app/matches" wide>
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-[1.75rem] leading-tight font-bold tracking-tight text-ocean-950">
          Notifications
        </h1>
        {items.length > 0 ? (
          <button
            type="button"
            className={quietButtonClass}
            onClick={() => clear.mutate()}
            disabled={clear.isPending}
          >
            {clear.isPending ? 'Clearing…' : 'Clear All'}
          </button>
        ) : null}
      </div>
      <div className="mt-6 flex flex-1 flex-col">
        {target.problem ? <InlineAlert className="mb-4">{target.problem}</InlineAlert> : null}
        {clear.isError ? <InlineAlert className="mb-4">{messageOf(clear.error)}</InlineAlert> : null}
        {list.isError ? (
          <InlineAlert
            action={
              <button type="button" onClick={() => list.refetch()} className="font-semibold underline">
                Try again
              </button>
            }
          >
            {messageOf(list.error)}
          </InlineAlert>
        ) : !list.data ? (
          <ul aria-hidden className="flex animate-pulse flex-col gap-3 lg:grid lg:grid-cols-2">
            {[0, 1, 2].map((n) => (
              <li key={n} className="h-24 rounded-3xl bg-ocean-50" />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <EmptyNotifications />
        ) : (
          <ul
            aria-label="Notifications"
            className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:items-start"
          >
            {items.map((item) => (
              <NotificationCard
                key={item.id}
                item={item}
                isNew={newIds.has(item.id)}
                opening={target.opening === item.id}
                onOpen={(one) => void target.open(one)}
              />
            ))}
          </ul>
        )}
      </div>
    </AppLayout>
  );
}
