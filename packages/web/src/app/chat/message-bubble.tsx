// One line of the conversation (RULES.md "Screens and routes", "States and transitions"): text, an image, a date
// request with its answer buttons, a full-profile or call request, or a system line. Markers are never shown as text.
import { CHAT_MARKERS, type ChatMessage, type DateStatus } from '@rookery/shared/events.ts';
import { clsx } from 'clsx';
import {
  CalendarHeart,
  Gift,
  ImageIcon,
  Phone,
  PhoneOff,
  RotateCw,
  UserRoundCheck,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { messageTime } from '../../lib/dates.ts';
import { callHistoryLine } from '../calls/public/call-history.ts';
import type { BubbleActions } from './bubble-actions.ts';
import { dateMessageParts } from './dialogs/date-request.ts';
import { FoldedText } from './folded-message.tsx';
import { chatImageUrl } from './public/match-data.ts';
import { ChatImage } from './shielded-image.tsx';

export type { BubbleActions };

interface BubbleProps {
  message: ChatMessage;
  mine: boolean;
  name: string;
  /** The request is still waiting for an answer (the server's latest pending list). */
  pending: boolean;
  dateStatus: DateStatus | undefined;
  /** An answer to this message is on its way. */
  busy: boolean;
  actions: BubbleActions;
}

const small =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors';
const acceptClass = `${small} bg-ocean-950 text-white hover:bg-ocean-800 disabled:opacity-50`;
const declineClass = `${small} bg-white text-ocean-950 ring-1 ring-ocean-200 ring-inset hover:bg-ocean-50 disabled:opacity-50`;

export function SystemLine({ children }: { children: ReactNode }) {
  return (
    <li className="my-2 flex justify-center">
      <p className="max-w-[85%] rounded-full bg-ice-50 px-4 py-1.5 text-center text-sm font-medium text-ice-700">
        {children}
      </p>
    </li>
  );
}

function Shell({
  mine,
  time,
  children,
  tone = 'text',
}: {
  mine: boolean;
  time: string;
  children: ReactNode;
  tone?: 'text' | 'card';
}) {
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={clsx(
          'max-w-[80%] rounded-3xl',
          tone === 'text' ? 'px-4 py-2.5' : 'p-2',
          mine ? 'rounded-br-lg bg-ocean-900 text-white' : 'rounded-bl-lg bg-ocean-50 text-ocean-950',
        )}
      >
        {children}
        <p className={clsx('mt-1 text-right text-xs', mine ? 'text-ice-200' : 'text-ocean-500')}>{time}</p>
      </div>
    </li>
  );
}

function Answer({
  label,
  onAnswer,
  busy,
}: {
  label: string;
  onAnswer: (accept: boolean) => void;
  busy: boolean;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button type="button" disabled={busy} className={acceptClass} onClick={() => onAnswer(true)}>
        Accept<span className="sr-only"> the {label.toLowerCase()}</span>
      </button>
      <button type="button" disabled={busy} className={declineClass} onClick={() => onAnswer(false)}>
        Decline<span className="sr-only"> the {label.toLowerCase()}</span>
      </button>
    </div>
  );
}

function RequestCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="my-2 flex justify-center">
      <div className="w-full max-w-[90%] rounded-3xl bg-coral-50 px-4 py-3 text-ocean-950 ring-1 ring-coral-200 ring-inset">
        <div className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-white text-coral-600">
            {icon}
          </span>
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      </div>
    </li>
  );
}

function Notification({ message, mine, name, pending, busy, actions }: BubbleProps) {
  const text = message.chattext;
  if (text === CHAT_MARKERS.fullProfileAccepted)
    return <SystemLine>{CHAT_MARKERS.fullProfileAccepted}</SystemLine>;
  if (text === CHAT_MARKERS.fullProfileRequest) {
    if (mine) return <SystemLine>You sent a full profile request</SystemLine>;
    if (!pending) return null;
    return (
      <RequestCard icon={<UserRoundCheck className="size-4" aria-hidden />}>
        <p className="font-semibold">{name} would like to share full profiles.</p>
        <p className="text-sm text-ocean-600">You'll both see real names and private photos.</p>
        <Answer
          label="Full profile request"
          busy={busy}
          onAnswer={(accept) => actions.answerFullProfile(message, accept)}
        />
      </RequestCard>
    );
  }
  if (text === CHAT_MARKERS.joinCallAudio || text === CHAT_MARKERS.joinCallVideo) {
    const kind = text === CHAT_MARKERS.joinCallVideo ? 'video' : 'voice';
    // Once it stops ringing, both sides read how the call went (call-history.ts).
    const history = callHistoryLine(message, kind, mine);
    if (history !== null) return <SystemLine>{history}</SystemLine>;
    if (!pending) return null;
    const Icon = kind === 'video' ? Video : Phone;
    return (
      <RequestCard icon={<Icon className="size-4" aria-hidden />}>
        <p className="font-semibold">
          {name} is calling you ({kind} call)
        </p>
        <div className="mt-3 flex gap-3">
          <button
            type="button"
            aria-label={`Join the ${kind} call`}
            disabled={busy}
            onClick={() => actions.answerCall(message, true)}
            className="grid size-11 place-items-center rounded-full bg-ice-600 text-white hover:bg-ice-700"
          >
            <Icon className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={`Decline the ${kind} call`}
            disabled={busy}
            onClick={() => actions.answerCall(message, false)}
            className="grid size-11 place-items-center rounded-full bg-coral-500 text-white hover:bg-coral-600"
          >
            <PhoneOff className="size-5" aria-hidden />
          </button>
        </div>
      </RequestCard>
    );
  }
  // The image-loading marker: the other person's picture is on its way.
  if (text === CHAT_MARKERS.imageLoading) {
    return (
      <Shell mine={mine} time={messageTime(message.created)} tone="card">
        <span className="grid size-40 animate-pulse place-items-center rounded-2xl bg-ocean-100 text-ocean-500">
          <ImageIcon className="size-8" aria-hidden />
          <span className="sr-only">Sending an image…</span>
        </span>
      </Shell>
    );
  }
  return <SystemLine>{text}</SystemLine>;
}

function DateRequest({ message, mine, busy, dateStatus, actions }: BubbleProps) {
  const status = message.status === 'pending' ? 'requested' : (message.status ?? dateStatus);
  const { location, when } = dateMessageParts(message.chattext);
  return (
    <RequestCard icon={<CalendarHeart className="size-4" aria-hidden />}>
      <p className="font-semibold">{mine ? 'You requested a date.' : 'Date request'}</p>
      {/* The place is the asker's own words, folded like a message that holds a hidden word. */}
      {message.hidden && !mine ? (
        <FoldedText text={location} />
      ) : (
        <p className="text-sm font-medium break-words text-ocean-900">{location}</p>
      )}
      {when ? <p className="text-sm text-ocean-700 tabular-nums">{when}</p> : null}
      {status === 'accepted' ? <p className="mt-1 text-sm font-semibold text-ice-700">Accepted</p> : null}
      {status === 'declined' || status === 'cancelled' || status === 'expired' ? (
        <p className="mt-1 text-sm font-semibold text-ocean-500">
          {/* The server marks a cancelled date's message 'expired' (modules/dates settleMessage). */}
          {status === 'declined' ? 'Declined' : 'Cancelled'}
        </p>
      ) : null}
      {!mine && status === 'requested' ? (
        <Answer label="Date request" busy={busy} onAnswer={(accept) => actions.answerDate(message, accept)} />
      ) : null}
    </RequestCard>
  );
}

export function MessageBubble(props: BubbleProps) {
  const { message, mine } = props;
  const time = messageTime(message.created);
  // The server stores the acceptance as a plain message; it reads as a line of the conversation's history.
  if (
    message.chattext === CHAT_MARKERS.fullProfileAccepted ||
    message.chattext === CHAT_MARKERS.fullProfileHidden
  )
    return <SystemLine>{message.chattext}</SystemLine>;
  if (message.type === 'notification') return <Notification {...props} />;
  if (message.type === 'date') return <DateRequest {...props} />;
  if (message.type === 'image') {
    if (message.chattext === CHAT_MARKERS.imageLoading) return <Notification {...props} />;
    const gift = message.reference === 'gift';
    // Gifts are copied into the room as chat images, so both kinds download the same way.
    const src = chatImageUrl(message.room_id, message.chattext);
    return (
      <Shell mine={mine} time={time} tone="card">
        {gift ? (
          <p
            className={clsx(
              'mb-2 flex items-center gap-1.5 px-2 text-sm font-semibold',
              mine ? 'text-coral-200' : 'text-coral-700',
            )}
          >
            <Gift className="size-4" aria-hidden /> {mine ? 'You sent a gift' : 'A gift for you'}
          </p>
        ) : null}
        <ChatImage {...props} src={src} gift={gift} flagged={message.flagged === true} />
      </Shell>
    );
  }
  return (
    <Shell mine={mine} time={time}>
      {message.hidden && !mine ? (
        <FoldedText text={message.chattext} />
      ) : (
        <p className="break-words whitespace-pre-wrap">{message.chattext}</p>
      )}
    </Shell>
  );
}

export function OutgoingBubble({
  text,
  state,
  error,
  onRetry,
}: {
  text: string;
  state: 'queued' | 'sending' | 'failed';
  error?: string | undefined;
  onRetry: () => void;
}) {
  return (
    <li className="flex flex-col items-end">
      <div
        className={clsx(
          'max-w-[80%] rounded-3xl rounded-br-lg px-4 py-2.5',
          state === 'failed'
            ? 'bg-coral-50 text-ocean-950 ring-1 ring-coral-300 ring-inset'
            : 'bg-ocean-900/70 text-white',
        )}
      >
        <p className="break-words whitespace-pre-wrap">{text}</p>
      </div>
      {state === 'failed' ? (
        <p role="alert" className="mt-1 flex items-center gap-2 text-xs text-coral-700">
          Not sent{error ? `: ${error}` : ''}
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-1 font-semibold underline"
          >
            <RotateCw className="size-3.5" aria-hidden /> Retry
          </button>
        </p>
      ) : (
        <p className="mt-1 text-xs text-ocean-500">
          {state === 'queued' ? 'Waiting for connection…' : 'Sending…'}
        </p>
      )}
    </li>
  );
}

/** The person's own picture on its way up (the picker reports the upload). */
export function UploadingBubble() {
  return (
    <li className="flex justify-end">
      <span className="grid size-40 animate-pulse place-items-center rounded-3xl rounded-br-lg bg-ocean-100 text-ocean-500">
        <ImageIcon className="size-8" aria-hidden />
        <span className="sr-only">Sending your image…</span>
      </span>
    </li>
  );
}
