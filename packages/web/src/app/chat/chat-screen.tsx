// /app/chat (RULES.md "Screens and routes"): the conversation with the match whose data the matches list left in the
// `matchdata` cookie; without it the screen goes back in history. Everything that talks to the server goes over
// the realtime connection (use-chat-room.ts); the dialogs live in ./dialogs and are mounted by chat-dialogs.tsx.
// With a person who deleted their account the conversation is read-only: the notice replaces the message box.
import { CHAT_MARKERS, type ChatMessage } from '@rookery/shared/events.ts';
import { WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMenuData } from '../account/api/menu.ts';
import { CallConfirm, type CallType, callData } from '../calls/public/call-confirm.tsx';
import { AppBackdrop, AppCard } from '../shell/app-screen.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { useWideScreen } from '../shell/use-wide-screen.ts';
import { useAnswering, useBubbleAnswer } from './api/bubble-answers.ts';
import { useSendChatImage } from './api/chat-image.ts';
import { useAckAction } from './api/use-ack-action.ts';
import { ChatComposer, type InputMenuChoice } from './chat-composer.tsx';
import { type ChatDialogName, ChatDialogs } from './chat-dialogs.tsx';
import { ChatHeader, type PictureMenuChoice } from './chat-header.tsx';
import { DeletedPartnerNotice } from './deleted-partner-notice.tsx';
import { ChatImagePicker } from './dialogs/image-send.tsx';
import { FullMatchConfirm } from './full-match-confirm.tsx';
import { MatchesPane } from './matches-pane.tsx';
import type { BubbleActions } from './message-bubble.tsx';
import { MessageList } from './message-list.tsx';
import type { MatchData } from './public/chat-types.ts';
import { matchDisplayName, pointToProfile, readMatchData } from './public/match-data.ts';
import { useChatRoom } from './use-chat-room.ts';
import { useFullProfile } from './use-full-profile.ts';
import { useMatchesFollowLevel } from './use-matches-follow-level.ts';
import { usePartnerOnline } from './use-partner-online.ts';

export function ChatScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read again on each arrival: a toast opens another match's chat while this one is on screen.
  const [arrival, setArrival] = useState(() => ({ key: location.key, initial: readMatchData() }));
  if (arrival.key !== location.key) setArrival({ key: location.key, initial: readMatchData() });
  const { initial } = arrival;
  // Once: StrictMode runs the effect twice, and a second navigate(-1) would go back two pages.
  const left = useRef(false);
  useEffect(() => {
    if (initial || left.current) return;
    left.current = true;
    // No match to show: back where the person came from (the matches list on a first visit).
    if (location.key === 'default') navigate('/app/matches', { replace: true });
    else navigate(-1);
  }, [initial, location.key, navigate]);
  return initial ? <ChatRoomView key={initial.match_id} initial={initial} /> : null;
}

function ChatRoomView({ initial }: { initial: MatchData }) {
  const navigate = useNavigate();
  // 'Send a message' from 'It's a match!' arrives with the message box focused.
  const focusMessage = (useLocation().state as { focusMessage?: unknown } | null)?.focusMessage === true;
  const [dialog, setDialog] = useState<ChatDialogName | null>(null);
  const room = useChatRoom(initial, dialog === 'report');
  const { match, log, state, emit, updateMatch, becomeFull } = room;
  const menu = useMenuData();
  const myId = match.my_id || menu.data?.id || '';
  // At 1024 px and wider the matches list stays beside the chat.
  const wideScreen = useWideScreen();
  const name = matchDisplayName(match);
  const deleted = match.deleted === 1;
  const partnerOnline = usePartnerOnline(match.match_id);
  useDocumentTitle(name);
  const photo = useFullProfile(
    match,
    useCallback((real_name: string) => updateMatch({ real_name }), [updateMatch]),
  );
  useMatchesFollowLevel(match.full_match);

  const [call, setCall] = useState<CallType | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = useAnswering();
  const { mutateAsync: sendAnswer } = useBubbleAnswer();
  const imageSend = useSendChatImage(match.match_id);
  const imageBusy = imageSend.send.isPending;
  const [picking, setPicking] = useState(false);
  const [askingFull, setAskingFull] = useState(false);
  const full = useAckAction();
  const [wasOpen, setWasOpen] = useState(false);
  if (state === 'open' && !wasOpen) setWasOpen(true);
  // The account went while a menu, dialog or call question was open: nothing of them is left to act on.
  const [closedFor, setClosedFor] = useState(false);
  if (deleted && !closedFor) {
    setClosedFor(true);
    setDialog(null);
    setCall(null);
    setPicking(false);
  }

  const ended = useCallback(() => navigate('/app/matches', { replace: true }), [navigate]);
  const dateStatuses = useMemo(
    () => Object.fromEntries(room.dates.map((date) => [date.id, date.status])),
    [room.dates],
  );

  const answer = useCallback(
    async (message: ChatMessage, send: () => ReturnType<typeof emit>) => {
      const result = await sendAnswer({ id: message.id, send });
      setNotice(result.success ? null : result.error);
      return result.success;
    },
    [sendAnswer],
  );

  const actions = useMemo<BubbleActions>(
    () => ({
      async answerFullProfile(message, accept) {
        if (!message.from_id) return;
        const from_id = message.from_id;
        const ok = await answer(message, () =>
          emit('acceptfp', { room: match.match_id, my_id: myId || undefined, from_id, accept }),
        );
        if (ok && accept) becomeFull();
      },
      async answerDate(message, accepted) {
        if (!message.reference) return;
        const dateref = message.reference;
        await answer(message, () =>
          emit('acceptdate', {
            room: match.match_id,
            my_id: myId || undefined,
            chatref: message.id,
            dateref,
            accepted,
          }),
        );
      },
      answerCall(message, accept) {
        if (!accept) {
          // RULES.md "States and transitions": declining removes the notice; `endcall` while it rings is the decline
          // (calls.ts step 5), so the caller's screen hears `closedcall`. A call that already ended has nothing left
          // to decline.
          room.dispatch({ type: 'hide', id: message.id });
          void emit('endcall', { room: match.match_id, id: myId || undefined });
          return;
        }
        const vctype = message.chattext === CHAT_MARKERS.joinCallVideo ? 'video' : 'audio';
        // Replace: the call returns to the chat by replacing itself, so Back after it is one tap to the list.
        navigate('/app/avchat', {
          replace: true,
          state: { vcdata: callData('callee', vctype, { ...match, my_id: myId }) },
        });
      },
      report: () => setDialog('report'),
      block: () => setDialog('block'),
    }),
    [answer, emit, match, myId, becomeFull, navigate, room.dispatch],
  );

  const onPicture = (choice: PictureMenuChoice) => {
    if (choice === 'profile') {
      pointToProfile(match);
      navigate('/app/viewprofile?from=chat');
    } else setDialog(choice);
  };

  const onInput = async (choice: InputMenuChoice) => {
    if (choice === 'call') setCall(match.full_match === 1 ? 'video' : 'audio');
    else if (choice === 'image') setPicking(true);
    else if (choice === 'fullprofile') setAskingFull(true);
    else setDialog(choice);
  };

  /** Sent only once the question is answered yes (full-match-confirm.tsx). */
  const requestFull = async () => {
    const result = await full.run(() =>
      emit('sendchatnotification', {
        room: match.match_id,
        my_id: myId || undefined,
        text: CHAT_MARKERS.fullProfileRequest,
      }),
    );
    if (result?.success) {
      setAskingFull(false);
      setNotice(null);
    }
  };

  return (
    <AppBackdrop>
      <AppCard wide>
        <div className="flex h-dvh sm:h-[46rem]">
          {wideScreen ? (
            <MatchesPane current={match.match_id} myId={myId || null} last={log.messages.at(-1)} />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col">
            <ChatHeader
              match={match}
              photo={photo}
              // While this device is offline, whether they are is unknown: no "Online now" from before.
              online={state === 'open' && room.online}
              appOnline={state === 'open' && partnerOnline && !deleted}
              onChoose={onPicture}
              onCall={setCall}
            />
            {state === 'reconnecting' || (state === 'closed' && wasOpen) ? (
              <div
                role="status"
                className="flex shrink-0 items-center justify-center gap-2 bg-pebble-100 px-4 py-2 text-sm font-semibold text-pebble-700"
              >
                <WifiOff className="size-4" aria-hidden />
                {state === 'reconnecting'
                  ? 'Reconnecting…'
                  : 'Connection lost. Your messages will be sent when you reconnect.'}
              </div>
            ) : null}
            <main id="main" className="flex min-h-0 flex-1 flex-col">
              <MessageList
                log={log}
                myId={myId}
                name={name}
                dates={dateStatuses}
                busy={busy}
                loadingOlder={room.loadingOlder}
                uploading={imageBusy}
                actions={actions}
                photo={photo}
                onLoadOlder={room.loadOlder}
                onRetry={room.retry}
                onSeeNewest={room.markRead}
              />
              {notice ? (
                <InlineAlert
                  className="mx-3 mb-2"
                  action={
                    <button type="button" className="font-semibold underline" onClick={() => setNotice(null)}>
                      Dismiss
                    </button>
                  }
                >
                  {notice}
                </InlineAlert>
              ) : null}
              {match.full_match === 1 && !deleted ? (
                <div className="px-3 empty:hidden">
                  <ChatImagePicker
                    open={picking}
                    onClose={() => setPicking(false)}
                    match={{ ...match, my_id: myId }}
                    emit={emit}
                    sending={imageSend}
                  />
                </div>
              ) : null}
              {deleted ? (
                <DeletedPartnerNotice room={match.match_id} emit={emit} onRemoved={ended} />
              ) : (
                <ChatComposer
                  fullMatch={match.full_match === 1}
                  focusOnOpen={focusMessage}
                  imageBusy={imageBusy}
                  onSend={room.send}
                  onChoose={onInput}
                />
              )}
            </main>
          </div>
        </div>
      </AppCard>
      <ChatDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        match={{ ...match, my_id: myId }}
        emit={emit}
        dates={room.dates}
        onEnded={ended}
      />
      <FullMatchConfirm
        open={askingFull}
        name={name}
        pending={full.pending}
        error={full.error ?? undefined}
        onYes={() => void requestFull()}
        onNo={() => {
          setAskingFull(false);
          full.reset();
        }}
      />
      <CallConfirm
        type={call}
        name={name}
        onNo={() => setCall(null)}
        onYes={(vctype) =>
          navigate('/app/avchat', {
            replace: true,
            state: { vcdata: callData('caller', vctype, { ...match, my_id: myId }) },
          })
        }
      />
    </AppBackdrop>
  );
}
