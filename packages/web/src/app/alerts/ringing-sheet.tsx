// An incoming call on any screen: a full-screen sheet with the caller's AI image, their name as the
// match level allows, voice or video, and Accept / Decline, while a ring plays (Web Audio) and the phone
// vibrates. It stops when this or another tab answers, when the caller gives up, after the server's no-answer time
// (the alert's `ringms`; CALLS.noAnswerMs from an older server), or
// when declined. Accept is the chat's own accept (straight to /app/avchat as callee, where `joinavchat`
// answers the request); Decline is the chat's decline (`endcall` while it rings). On the call's own chat the
// chat shows the request itself, so only the ring plays there.
import type { MenuRow } from '@rookery/shared/api/account.actions.ts';
import { CALLS } from '@rookery/shared/calls.ts';
import type { AlertPerson } from '@rookery/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Phone, PhoneOff, Sparkles, Video } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal, ModalDescription, ModalTitle } from '../../components/dialog.tsx';
import { useAlerts } from '../../lib/alerts.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import type { RealtimeSocket } from '../../lib/socket.ts';
import { accountKeys } from '../account/api/account-keys.ts';
import { callData } from '../calls/public/call-confirm.tsx';
import { aiImageUrl, writeMatchData } from '../chat/public/match-data.ts';
import { nameOf } from './alert-toasts.tsx';
import { startCallAttention } from './call-attention.ts';
import { chatTargetOf } from './chat-target.ts';
import { startRinging } from './sounds.ts';
import type { OpenRoom } from './use-alerts-cache.ts';

interface Ringing {
  room: string;
  from: AlertPerson;
  vctype: 'audio' | 'video';
  /** How long it may still ring (the server's CALL_NO_ANSWER_MS less what has rung). */
  ringms: number;
}

export function RingingSheet({
  socket,
  openRoom,
}: {
  socket: RealtimeSocket | undefined;
  openRoom: OpenRoom;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { product } = usePublicConfig();
  const [ringing, setRinging] = useState<Ringing | null>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);

  useAlerts('call', (alert) => {
    if (alert.state === 'ringing') {
      // Already in a call: the call screen is not left for another one.
      if (window.location.pathname !== '/app/avchat')
        setRinging({
          room: alert.room,
          from: alert.from,
          vctype: alert.vctype,
          ringms: alert.ringms ?? CALLS.noAnswerMs,
        });
      return;
    }
    setRinging((current) => (current?.room === alert.room ? null : current));
  });
  useAlerts('matchended', (alert) =>
    setRinging((current) => (current?.room === alert.room ? null : current)),
  );

  // The ring and the no-answer limit run while it rings, whichever screen shows it.
  useEffect(() => {
    if (!ringing) return;
    const stop = startRinging();
    const stopAttention = startCallAttention({ room: ringing.room, name: nameOf(ringing.from), product });
    const timer = window.setTimeout(() => setRinging(null), ringing.ringms);
    return () => {
      stop();
      stopAttention();
      window.clearTimeout(timer);
    };
  }, [ringing, product]);

  // Leaving for the call screen (the chat's own Join) ends the ring here.
  useEffect(() => {
    if (pathname === '/app/avchat') setRinging(null);
  }, [pathname]);

  const onChat = ringing !== null && openRoom() === ringing.room;
  if (!ringing || onChat) return null;

  const name = nameOf(ringing.from);
  const video = ringing.vctype === 'video';
  const myId = () => queryClient.getQueryData<MenuRow | null>(accountKeys.menu)?.id ?? '';

  const accept = () => {
    const match = chatTargetOf(queryClient, ringing.room, ringing.from, myId());
    writeMatchData(match);
    setRinging(null);
    navigate('/app/avchat', { state: { vcdata: callData('callee', ringing.vctype, match) } });
  };
  const decline = () => {
    setRinging(null);
    socket?.emit('endcall', { room: ringing.room, id: myId() || undefined });
  };

  return (
    // The shared Radix Modal (components/dialog.tsx) as an alertdialog over everything: focus starts on Accept and
    // stays inside; only Accept or Decline ends it (no Escape, nothing outside to press).
    <Modal
      open
      onClose={decline}
      dismissible={false}
      role="alertdialog"
      overlayClassName=""
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        acceptRef.current?.focus();
      }}
      className="fixed inset-0 z-50 flex flex-col items-center justify-between bg-ocean-950 bg-[radial-gradient(40rem_30rem_at_50%_30%,rgb(56_189_248/0.18),transparent_70%)] px-6 pt-[max(4rem,env(safe-area-inset-top))] pb-[max(3rem,env(safe-area-inset-bottom))] text-white focus:outline-none"
    >
      <div className="flex flex-col items-center gap-6 text-center">
        <ModalDescription className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ice-200 uppercase">
          {video ? <Video className="size-4" aria-hidden /> : <Phone className="size-4" aria-hidden />}
          {video ? 'Video call' : 'Voice call'}
        </ModalDescription>
        <span className="relative grid place-items-center">
          <span
            aria-hidden
            className="absolute size-40 rounded-full bg-ice-400/30 motion-safe:animate-call-ring"
          />
          {ringing.from.imageid ? (
            <img
              src={aiImageUrl(ringing.from.imageid)}
              alt={name}
              className="relative size-40 rounded-full bg-ocean-800 object-cover ring-4 ring-white/20"
            />
          ) : (
            <span className="relative grid size-40 place-items-center rounded-full bg-ocean-800 text-ice-200 ring-4 ring-white/20">
              <Sparkles className="size-12" aria-hidden />
            </span>
          )}
        </span>
        <div>
          <ModalTitle className="text-3xl font-bold tracking-tight">{name}</ModalTitle>
          <p className="mt-2 text-ice-200">is calling you…</p>
        </div>
      </div>
      <div className="flex w-full max-w-xs items-start justify-between">
        <RoundButton label="Decline" tone="red" onClick={decline}>
          <PhoneOff className="size-8" aria-hidden />
        </RoundButton>
        <RoundButton label="Accept" tone="green" onClick={accept} buttonRef={acceptRef}>
          {video ? <Video className="size-8" aria-hidden /> : <Phone className="size-8" aria-hidden />}
        </RoundButton>
      </div>
    </Modal>
  );
}

function RoundButton({
  label,
  tone,
  onClick,
  buttonRef,
  children,
}: {
  label: string;
  tone: 'red' | 'green';
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <span className="flex flex-col items-center gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        onClick={onClick}
        className={`grid size-18 place-items-center rounded-full text-white shadow-lift transition-transform focus-visible:ring-4 focus-visible:ring-white/60 focus-visible:outline-none active:scale-95 ${
          tone === 'red' ? 'bg-red-500 hover:bg-red-600' : 'bg-emerald-500 hover:bg-emerald-600'
        }`}
      >
        {children}
      </button>
      <span aria-hidden className="text-sm font-semibold">
        {label}
      </span>
    </span>
  );
}
