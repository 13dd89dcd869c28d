// A toast for a new message or a new match, whatever the screen: the person's AI image, who it is
// from and the message's line; a tap opens that chat. Nothing is shown for the chat the person is reading. Up to
// three at a time, each gone after a few seconds or when closed.

import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import { HIDDEN_WORDS } from '@rookery/shared/domain/hidden-words.ts';
import type { AlertPerson } from '@rookery/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, Sparkles, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../lib/alerts.ts';
import { accountKeys } from '../account/api/account-keys.ts';
import { aiImageUrl, writeMatchData } from '../chat/public/match-data.ts';
import { lastLine } from '../matches/public/match-item.ts';
import { type ChatTarget, chatTargetOf } from './chat-target.ts';
import type { OpenRoom } from './use-alerts-cache.ts';

const SHOW_MS = 6000;
const MAX = 3;

interface Toast {
  key: string;
  room: string;
  from: AlertPerson;
  title: string;
  line: string;
  kind: 'message' | 'match';
}

function Picture({ from, kind }: { from: AlertPerson; kind: Toast['kind'] }) {
  if (from.imageid) {
    return (
      <img
        src={aiImageUrl(from.imageid)}
        alt=""
        className="size-12 shrink-0 rounded-2xl bg-ocean-800 object-cover"
      />
    );
  }
  const Icon = kind === 'match' ? Sparkles : MessageCircle;
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/10 text-ice-200">
      <Icon className="size-6" aria-hidden />
    </span>
  );
}

export function AlertToasts({ openRoom }: { openRoom: OpenRoom }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [toasts, setToasts] = useState<Toast[]>([]);

  const add = useCallback((toast: Toast) => {
    setToasts((current) => [...current.filter((item) => item.room !== toast.room), toast].slice(-MAX));
  }, []);
  const dismiss = useCallback((key: string) => {
    setToasts((current) => current.filter((item) => item.key !== key));
  }, []);

  useAlerts('message', (alert) => {
    if (openRoom() === alert.room) return;
    add({
      key: `m${alert.chat.id}`,
      room: alert.room,
      from: alert.from,
      kind: 'message',
      title: `New message from ${nameOf(alert.from)}`,
      // A message with one of the person's hidden words never shows its text here.
      line: alert.chat.hidden
        ? HIDDEN_WORDS.folded
        : lastLine({ lastchattext: alert.chat.chattext, lastchattype: alert.chat.type }),
    });
  });
  useAlerts('match', (alert) => {
    // The deck says "It's a match!" itself.
    if (window.location.pathname === '/app/find') return;
    add({
      key: `n${alert.room}`,
      room: alert.room,
      from: alert.from,
      kind: 'match',
      title: "It's a match!",
      line: `You and ${nameOf(alert.from)} both said yes. Say hello!`,
    });
  });
  // The chat that opens (or ended) takes its toasts with it.
  useAlerts('matchended', (alert) =>
    setToasts((current) => current.filter((item) => item.room !== alert.room)),
  );

  useEffect(() => {
    if (toasts.length === 0) return;
    const oldest = toasts[0];
    if (!oldest) return;
    const timer = window.setTimeout(() => dismiss(oldest.key), SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [toasts, dismiss]);

  const open = (toast: Toast) => {
    const myId = queryClient.getQueryData<MenuRow | null>(accountKeys.menu)?.id ?? '';
    const target: ChatTarget = chatTargetOf(queryClient, toast.room, toast.from, myId);
    writeMatchData(target);
    dismiss(toast.key);
    navigate('/app/chat', { state: { room: toast.room } });
  };

  return (
    <section
      aria-label="New activity"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] sm:pt-10"
    >
      {toasts.map((toast) => (
        <div
          key={toast.key}
          role="status"
          className="pointer-events-auto flex w-full max-w-md items-center sm:max-w-[26rem] gap-1 rounded-3xl bg-ocean-950 p-2 text-white shadow-lift motion-safe:animate-toast-in"
        >
          <button
            type="button"
            onClick={() => open(toast)}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-1 text-left transition-colors hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-ice-300 focus-visible:outline-none"
          >
            <Picture from={toast.from} kind={toast.kind} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{toast.title}</span>
              <span className="block truncate text-sm text-ice-200">{toast.line}</span>
            </span>
          </button>
          <button
            type="button"
            onClick={() => dismiss(toast.key)}
            aria-label="Dismiss"
            className="grid size-10 shrink-0 place-items-center rounded-full text-ice-200 transition-colors hover:bg-white/10"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
      ))}
    </section>
  );
}

/** The name the match level allows: the real name only in a full match (only then does the alert carry it). */
export function nameOf(from: AlertPerson): string {
  return from.real_name || from.display_name;
}
