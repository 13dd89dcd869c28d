// The conversation, grouped by day in the device's zone: older pages load when the top comes into view (keeping
// the place), new messages keep the view at the bottom when it was there, and the bottom being on screen is what
// marks the conversation read.
import { CHAT_MARKERS, type ChatMessage, type DateStatus } from '@rookery/shared/events.ts';
import { MessageCircleHeart } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { dayHeading } from '../../lib/dates.ts';
import { type ChatLog, groupByDay } from './chat-log.ts';
import { type BubbleActions, MessageBubble, OutgoingBubble, UploadingBubble } from './message-bubble.tsx';
import { RevealMoment } from './reveal-moment.tsx';

interface MessageListProps {
  log: ChatLog;
  myId: string;
  name: string;
  dates: Record<string, DateStatus>;
  busy: ReadonlySet<number>;
  loadingOlder: boolean;
  /** An image of the person's is uploading. */
  uploading: boolean;
  actions: BubbleActions;
  /** The other's revealed photo (a full match's), for the reveal's moment (reveal-moment.tsx). */
  photo?: string | null;
  onLoadOlder: () => void;
  onRetry: (cid: string) => void;
  onSeeNewest: () => void;
}

type Row =
  | { kind: 'stored'; created: string; message: ChatMessage }
  | { kind: 'outgoing'; created: string; cid: string };

function isPending(message: ChatMessage, requests: readonly number[]): boolean {
  if (message.status && message.status !== 'pending') return false;
  return message.status === 'pending' || requests.includes(message.id);
}

export function MessageList(props: MessageListProps) {
  const {
    log,
    myId,
    name,
    dates,
    busy,
    loadingOlder,
    uploading,
    actions,
    onLoadOlder,
    onRetry,
    onSeeNewest,
  } = props;
  const scroller = useRef<HTMLElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<{ first: number | undefined; height: number } | null>(null);

  const rows = useMemo<Row[]>(
    () => [
      ...log.messages
        .filter((message) => !log.hidden.includes(message.id))
        .map((message) => ({ kind: 'stored' as const, created: message.created, message })),
      ...log.outgoing.map((item) => ({ kind: 'outgoing' as const, created: item.created, cid: item.cid })),
    ],
    [log.messages, log.outgoing, log.hidden],
  );
  const groups = useMemo(() => groupByDay(rows), [rows]);
  const firstId = log.messages[0]?.id;

  // Before an older page lands, note the height so the view stays on the same message.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = heightBefore.current;
    if (before?.first !== undefined && firstId !== undefined && firstId < before.first) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    heightBefore.current = { first: firstId, height: element.scrollHeight };
  });

  useEffect(() => {
    const element = scroller.current;
    const sentinelTop = top.current;
    const sentinelBottom = bottom.current;
    if (!element || !sentinelTop || !sentinelBottom) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === sentinelTop && entry.isIntersecting) onLoadOlder();
          if (entry.target === sentinelBottom) {
            atBottom.current = entry.isIntersecting;
            if (entry.isIntersecting) onSeeNewest();
          }
        }
      },
      { root: element, rootMargin: '80px 0px' },
    );
    observer.observe(sentinelTop);
    observer.observe(sentinelBottom);
    return () => observer.disconnect();
  }, [onLoadOlder, onSeeNewest]);

  // The view shrinking (a phone's keyboard opening, a window resized) keeps the newest message in view when it was.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new newest message while the bottom is in view counts as seen.
  const newest = log.messages.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined && atBottom.current && document.visibilityState === 'visible') onSeeNewest();
  }, [newest, onSeeNewest]);

  const outgoingByCid = new Map(log.outgoing.map((item) => [item.cid, item]));
  const empty = log.loaded && rows.length === 0 && !uploading;

  return (
    // A region in the tab order, so the history scrolls with the arrow keys and Page Up (WCAG 2.1.1).
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
      tabIndex={0}
      aria-label="Message history"
      className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none focus-visible:ring-inset sm:px-5"
      aria-busy={!log.loaded}
    >
      <div ref={top} className="h-px shrink-0" />
      {log.more || loadingOlder ? (
        <p className="py-3 text-center text-sm text-ocean-500">
          {loadingOlder ? 'Loading earlier messages…' : ' '}
        </p>
      ) : null}
      {!log.loaded ? (
        <ul aria-hidden className="flex animate-pulse flex-col gap-3 py-4">
          {['w-2/3', 'ml-auto w-1/2', 'w-1/3', 'ml-auto w-3/5'].map((width) => (
            <li key={width} className={`h-10 rounded-3xl bg-ocean-50 ${width}`} />
          ))}
        </ul>
      ) : null}
      {empty ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
          <span className="grid size-16 place-items-center rounded-3xl bg-coral-50 text-coral-600">
            <MessageCircleHeart className="size-8" aria-hidden />
          </span>
          <p className="text-lg font-bold text-ocean-950">Say hello to {name}</p>
          <p className="max-w-xs text-sm leading-relaxed text-ocean-600">
            You matched! Break the ice with a message, a gift or a date idea.
          </p>
        </div>
      ) : null}
      {/* mt-auto: a short conversation sits just above the message box, as in every messenger. */}
      <ol aria-label={`Conversation with ${name}`} className="mt-auto flex flex-col gap-1.5 pb-3">
        {groups.map((group) => (
          <Fragment key={group.day}>
            <li className="flex justify-center py-2">
              <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ocean-500 shadow-sm ring-1 ring-ocean-100 backdrop-blur">
                {dayHeading(group.day)}
              </span>
            </li>
            {group.items.map((row) => {
              if (row.kind === 'outgoing') {
                const item = outgoingByCid.get(row.cid);
                return item ? (
                  <OutgoingBubble
                    key={row.cid}
                    text={item.text}
                    state={item.state}
                    error={item.error}
                    onRetry={() => onRetry(item.cid)}
                  />
                ) : null;
              }
              const { message } = row;
              if (message.chattext === CHAT_MARKERS.fullProfileAccepted)
                return <RevealMoment key={message.id} name={name} photo={props.photo} />;
              return (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={message.from_id !== null && message.from_id === myId}
                  name={name}
                  pending={isPending(message, log.requests)}
                  dateStatus={message.reference ? dates[message.reference] : undefined}
                  busy={busy.has(message.id)}
                  actions={actions}
                />
              );
            })}
          </Fragment>
        ))}
        {uploading ? <UploadingBubble /> : null}
      </ol>
      <div ref={bottom} className="h-px shrink-0" />
    </section>
  );
}
