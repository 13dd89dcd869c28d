// The chat feature: the room service (also the chat image download check), the socket handlers with the
// roster on disconnect, and `hidefullprofile`. It lends its rooms and its one message store to the
// features that write into the chat (dates, gifts, chat images, calls, safety).
import type { CHAT_ACTIONS } from '@rookery/shared/api/chat.actions.ts';
import { PAIR_LIMIT_TEXT } from '@rookery/shared/limits.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import { pairLimit } from '../../platform/http/pair-limits.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AlertsModule } from '../alerts/alerts.public.ts';
import type { HiddenWordsService } from '../hidden-words/hidden-words.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { CHAT_EXPORT } from './chat.export.ts';
import { createChatRepo } from './chat.repo.ts';
import { createChatService, type Notify } from './chat.service.ts';
import { chatOnDisconnect, chatOnFanoutRestored, chatSocketHandlers } from './chat.socket.ts';
import { createChatLimitsRepo } from './chat-limits.repo.ts';
import { createChatLimits } from './chat-limits.ts';
import { createMemberWritesRepo } from './chat-member-writes.repo.ts';
import { createChatMessagesRepo } from './chat-messages.repo.ts';
import { createChatWriteBatcher } from './chat-write-batcher.ts';
import { createRoomRepo } from './room.repo.ts';
import { createRoomService } from './room.service.ts';
import { createRoomPort } from './room-port.repo.ts';

export interface ChatModuleDeps {
  notify: Notify;
  /** Alerts to the person and the show_online preference (modules/alerts). */
  alerts: AlertsModule;
  /** History as its reader receives it (modules/hidden-words). */
  hiddenWords: HiddenWordsService;
  /** The mute check (modules/moderation). */
  assertNotMuted: MuteCheck;
}

export function createChatModule(platform: Platform, deps: ChatModuleDeps) {
  const { db, database, config, realtime, log, limits } = platform;
  const messages = createChatMessagesRepo(db);
  // Other features write into rooms through this one port, over the same message store (chat.public.ts).
  const roomPort = createRoomPort(db, messages);
  const rooms = createRoomService(createRoomRepo(db));
  // The database engine behind `db` (chat-member-writes.repo.ts keeps its plan on PGlite).
  const memberWrites = createMemberWritesRepo(db, { engine: database.kind });
  const service = createChatService({
    rooms,
    repo: createChatRepo(db, messages),
    // On PostgreSQL a room locked elsewhere must not hold the others: a few statements may run side by side.
    writes: createChatWriteBatcher({
      write: memberWrites.insertFromMembers,
      lanes: database.kind === 'pg' ? 4 : 1,
    }),
    hub: realtime.hub,
    notify: deps.notify,
    log,
    assertNotMuted: deps.assertNotMuted,
    limits: createChatLimits({ repo: createChatLimitsRepo(db), ...limits }),
    profileRequestLimit: pairLimit(
      limits.limiters,
      'pair-profile-requests',
      config.pairLimits.profileRequests,
      PAIR_LIMIT_TEXT.profileRequests,
    ),
    alerts: deps.alerts.alerts,
    hidingAmong: deps.alerts.preferences.hidingAmong,
    hiddenWords: deps.hiddenWords,
  });
  // A person who hides or shows their activity: the rooms they are in hear the roster as it now is.
  deps.alerts.onShownChanged((userId) => {
    realtime.hub
      .roomsOf(userId)
      .then((inRooms) => {
        for (const room of inRooms) service.sendRoster(room);
      })
      .catch((err: unknown) => log.error({ err }, 'roster after show_online failed'));
  });
  realtime.onFanoutRestored(chatOnFanoutRestored(service));
  // Taking full profiles back is an /api action, so the mobile app can call it without a room joined.
  const actions: Handlers<typeof CHAT_ACTIONS> = {
    hidefullprofile: ({ viewer, input }) => service.hideFullProfile(input.room, viewer.userId),
  };
  return defineFeature(
    {
      name: 'chat',
      exportSections: CHAT_EXPORT,
      actions,
      socketHandlers: chatSocketHandlers(service),
      onDisconnect: chatOnDisconnect(service),
    },
    { rooms, service, roomPort },
  );
}

export type ChatModule = ReturnType<typeof createChatModule>;
