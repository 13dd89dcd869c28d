// One chat room over the realtime connection (RULES.md "Realtime"): joins on every (re)connect, merges the server's
// pages and messages into the log, resends what the person wrote with the same client id after a reconnect (the
// server stores a cid once), follows the match level, and leaves for the matches list when the match ends. When the
// other person deletes their account the room stays, read-only, with them as 'deleted user'. After a gap in the
// server's fan-out (`resync`) it fetches what it missed (chat-catch-up.ts).
import { ACCOUNT_DELETED_TEXT } from '@rookery/shared/api/account.actions.ts';
import type { ChatDate, ChatMessage } from '@rookery/shared/events.ts';
import { REALTIME } from '@rookery/shared/events.ts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { onResync } from '../../lib/alerts.ts';
import { useRealtime } from '../../lib/use-realtime.ts';
import { catchUp } from './chat-catch-up.ts';
import { chatLogReducer, emptyLog, newestId, type Outgoing } from './chat-log.ts';
import type { MatchData } from './public/chat-types.ts';
import { asDeleted, rememberLastRead, writeMatchData } from './public/match-data.ts';

/**
 * `holdEnd`: the person is reporting the match. The server ends it for both at once, the reporter's screen too,
 * so the end waits (`ended`) until their thank-you is read instead of snatching the dialog away.
 */
export function useChatRoom(initial: MatchData, holdEnd = false) {
  const navigate = useNavigate();
  const [ended, setEnded] = useState(false);
  const holdRef = useRef(holdEnd);
  holdRef.current = holdEnd;
  const { socket, state, emit } = useRealtime();
  const [log, dispatch] = useReducer(chatLogReducer, emptyLog);
  const [match, setMatch] = useState(initial);
  const [online, setOnline] = useState(false);
  const [dates, setDates] = useState<ChatDate[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const room = match.match_id;
  const logRef = useRef(log);
  logRef.current = log;
  const readRef = useRef(0);
  const deletedRef = useRef(initial.deleted === 1);

  /** Changes the match data here and in its cookie, so a reload opens the chat as it is now. */
  const updateMatch = useCallback((patch: Partial<Pick<MatchData, 'full_match' | 'real_name'>>) => {
    setMatch((current) => {
      const next: MatchData = { ...current, ...patch };
      if (next.full_match === current.full_match && next.real_name === current.real_name) return current;
      writeMatchData(next);
      return next;
    });
  }, []);
  const becomeFull = useCallback(() => updateMatch({ full_match: 1 }), [updateMatch]);
  /** Either person hid their photos and name again: the real name leaves the match data too. */
  const becomeBasic = useCallback(() => updateMatch({ full_match: 0, real_name: '' }), [updateMatch]);
  /** The other person deleted their account: forget everything of them, here and in the cookie. */
  const markDeleted = useCallback(() => {
    deletedRef.current = true;
    setMatch((current) => {
      if (current.deleted === 1) return current;
      const next = asDeleted(current);
      writeMatchData(next);
      return next;
    });
    setOnline(false);
    setDates([]);
  }, []);

  const sendOne = useCallback(
    async (item: Pick<Outgoing, 'cid' | 'text'>) => {
      dispatch({ type: 'outgoing', cid: item.cid, state: 'sending' });
      const answer = await emit('sendchat', {
        room,
        my_id: match.my_id || undefined,
        text: item.text,
        cid: item.cid,
      });
      if (!answer.success) {
        dispatch({ type: 'outgoing', cid: item.cid, state: 'failed', error: answer.error });
        return;
      }
      // The stored message may come back in the acknowledgement as well as by `newchat`.
      const chat = answer.chat as ChatMessage | undefined;
      if (chat && typeof chat.id === 'number')
        dispatch({ type: 'message', chat: { ...chat, cid: item.cid } });
    },
    [emit, room, match.my_id],
  );

  // Server events for this room.
  useEffect(() => {
    if (!socket) return;
    const mine = (payload: { room?: string }) => payload.room === undefined || payload.room === room;
    const onGetChats: Parameters<typeof socket.on<'getchats'>>[1] = (payload) => {
      if (mine(payload) && payload.success)
        dispatch({ type: 'page', chats: payload.chats, more: payload.more });
      setLoadingOlder(false);
    };
    const onNew = ({ chat }: { chat: ChatMessage }) => {
      if (chat.room_id === room) dispatch({ type: 'message', chat });
    };
    const onRequests: Parameters<typeof socket.on<'getchatnotifications'>>[1] = (payload) => {
      if (mine(payload) && payload.success) dispatch({ type: 'requests', chats: payload.chats });
    };
    const onMatch = (payload: { room: string; full_match: 0 | 1 }) => {
      if (payload.room !== room) return;
      if (payload.full_match === 1) becomeFull();
      else becomeBasic();
    };
    const onFp = (payload: { room: string; accepted: boolean }) => {
      if (payload.room === room && payload.accepted) becomeFull();
    };
    const onEnded = (payload: { room: string }) => {
      if (payload.room !== room) return;
      if (holdRef.current) setEnded(true);
      else navigate('/app/matches', { replace: true });
    };
    const onDeleted = (payload: { room: string }) => {
      if (payload.room === room) markDeleted();
    };
    // A refusal because the other person deleted their account (missed while away) keeps the room, read-only;
    // any other refusal means the room is no longer this person's.
    const onJoinFailed = (payload: { room: string; error: string }) => {
      if (payload.room !== room) return;
      if (payload.error === ACCOUNT_DELETED_TEXT) markDeleted();
      else onEnded(payload);
    };
    const onRoster = (members: string[]) => setOnline(members.length > 1);
    const onDates = (payload: { room: string; dates: ChatDate[] }) => {
      if (payload.room !== room) return;
      setDates(payload.dates);
    };
    const onDateAccepted = (payload: { room: string; date: ChatDate }) => {
      if (payload.room !== room) return;
      setDates((current) => [...current.filter((date) => date.id !== payload.date.id), payload.date]);
    };
    const onConnect = async () => {
      const joined = await emit('joinroom', { room, user: match.my_id || undefined });
      if (!joined.success) return;
      // A room left by a deleted account has no dates to plan (the refusal would only say so again).
      if (!deletedRef.current) void emit('getdates', { room, my_id: match.my_id || undefined });
      // Whatever was written while away goes again, under the same client id.
      for (const item of logRef.current.outgoing) void sendOne(item);
    };
    socket.on('getchats', onGetChats);
    socket.on('newchat', onNew);
    socket.on('chatupdated', onNew);
    socket.on('getchatnotifications', onRequests);
    socket.on('matchupdated', onMatch);
    socket.on('fpaccepted', onFp);
    socket.on('unmatched', onEnded);
    socket.on('joinfailed', onJoinFailed);
    socket.on('accountdeleted', onDeleted);
    socket.on('roster', onRoster);
    socket.on('dates', onDates);
    socket.on('dateaccepted', onDateAccepted);
    socket.on('connect', onConnect);
    if (socket.connected) void onConnect();
    return () => {
      socket.off('getchats', onGetChats);
      socket.off('newchat', onNew);
      socket.off('chatupdated', onNew);
      socket.off('getchatnotifications', onRequests);
      socket.off('matchupdated', onMatch);
      socket.off('fpaccepted', onFp);
      socket.off('unmatched', onEnded);
      socket.off('joinfailed', onJoinFailed);
      socket.off('accountdeleted', onDeleted);
      socket.off('roster', onRoster);
      socket.off('dates', onDates);
      socket.off('dateaccepted', onDateAccepted);
      socket.off('connect', onConnect);
      if (socket.connected) void emit('leaveroom', { room });
    };
  }, [socket, room, match.my_id, emit, navigate, becomeFull, becomeBasic, markDeleted, sendOne]);

  // A gap in fan-out (the server's `resync`, or this side's reconnect): messages stored meanwhile on another server
  // never came live. After a server's resync the requests, dates and roster are asked for again too (joining again);
  // a reconnect has just joined.
  useEffect(() => {
    if (!socket) return;
    return onResync((since) => {
      if (!socket.connected) return;
      void catchUp(logRef.current, (after) => emit('loadchats', { room, after }), since).then((found) => {
        dispatch({ type: 'newer', chats: found.chats });
        if (since === undefined && found.complete) return;
        void emit('joinroom', { room, user: match.my_id || undefined });
        if (!deletedRef.current) void emit('getdates', { room, my_id: match.my_id || undefined });
      });
    });
  }, [socket, emit, room, match.my_id]);

  // Nobody is known to be present while this side is away.
  useEffect(() => {
    if (state !== 'open') setOnline(false);
  }, [state]);

  const send = useCallback(
    (text: string) => {
      const item: Outgoing = {
        cid: crypto.randomUUID(),
        text,
        created: new Date().toISOString(),
        state: 'queued',
      };
      dispatch({ type: 'write', outgoing: item });
      if (socket?.connected) void sendOne(item);
    },
    [socket, sendOne],
  );

  const retry = useCallback(
    (cid: string) => {
      const item = logRef.current.outgoing.find((candidate) => candidate.cid === cid);
      if (!item) return;
      if (socket?.connected) void sendOne(item);
      else dispatch({ type: 'outgoing', cid, state: 'queued' });
    },
    [socket, sendOne],
  );

  const loadOlder = useCallback(async () => {
    const oldest = logRef.current.messages[0]?.id;
    if (!logRef.current.more || oldest === undefined || loadingOlder) return;
    setLoadingOlder(true);
    const answer = await emit('loadchats', { room, before: oldest });
    // The page comes as `getchats`; some servers also put it in the acknowledgement.
    if (answer.success && Array.isArray(answer.chats)) {
      dispatch({ type: 'page', chats: answer.chats as ChatMessage[], more: answer.more === true });
    }
    if (!answer.success || Array.isArray(answer.chats)) setLoadingOlder(false);
  }, [emit, room, loadingOlder]);

  /** The newest message is on screen: tell the server and remember it here (RULES.md "States and transitions"). */
  const markRead = useCallback(() => {
    const id = newestId(logRef.current);
    if (id === undefined || id <= readRef.current || !socket?.connected) return;
    readRef.current = id;
    rememberLastRead(room, id);
    void emit('read', { room, id });
  }, [emit, room, socket]);

  // Held while reporting: the report dialog closing (without its OK) still leaves the ended chat.
  useEffect(() => {
    if (ended && !holdEnd) navigate('/app/matches', { replace: true });
  }, [ended, holdEnd, navigate]);

  return {
    log,
    dispatch,
    match,
    updateMatch,
    becomeFull,
    online,
    dates,
    state,
    emit,
    send,
    retry,
    loadOlder,
    loadingOlder,
    markRead,
    pageSize: REALTIME.pageSize,
  };
}

export type ChatRoom = ReturnType<typeof useChatRoom>;
