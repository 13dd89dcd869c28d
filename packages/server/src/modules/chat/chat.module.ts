// Wiring of the chat (issue 7) so build-server.ts needs few lines: the room service (also the chat image
// download check), the socket handlers with the roster on disconnect, and `hidefullprofile` (issue 23.4).

import type { PRIVACY_ACTIONS } from '@rookery/shared/api/privacy.actions.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db-client.ts';
import type { AbuseConfig } from '../../platform/http/abuse-limits.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { PairLimit } from '../../platform/http/pair-limits.ts';
import type { LimiterFactory } from '../../platform/http/rate-limiter.ts';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway.ts';
import type { Alerts } from '../alerts/alerts.service.ts';
import type { HiddenWordsService } from '../hidden-words/hidden-words.service.ts';
import { createMuteCheck } from '../moderation/mute-check.ts';
import { createChatRepo } from './chat.repo.ts';
import { createChatService, type Notify } from './chat.service.ts';
import { chatOnDisconnect, chatSocketHandlers } from './chat.socket.ts';
import { createChatLimitsRepo } from './chat-limits.repo.ts';
import { createChatLimits } from './chat-limits.ts';
import { createMemberWritesRepo } from './chat-member-writes.repo.ts';
import { createChatMessagesRepo } from './chat-messages.repo.ts';
import { createChatWriteBatcher } from './chat-write-batcher.ts';
import { createRoomRepo } from './room.repo.ts';
import { createRoomService } from './room.service.ts';

export function createChatModule(
  db: Db,
  deps: {
    realtime: RealtimeGateway;
    notify: Notify;
    log: FastifyBaseLogger;
    /** The database engine behind `db` (chat-member-writes.repo.ts keeps its plan on PGlite). */
    engine?: 'pg' | 'pglite';
    /** The per-person limits on messages (platform/http/abuse-limits.ts), counted in the server's limiters. */
    limits?: { limiters: LimiterFactory; abuse: AbuseConfig };
    /** Full-profile requests per pair an hour (platform/http/pair-limits.ts). */
    profileRequestLimit?: PairLimit;
    /** Issue 20's person events (modules/alerts). */
    alerts?: Alerts;
    /** Those who hide their activity (modules/alerts preferences): the roster leaves them out for others. */
    hidingAmong?: (userIds: string[]) => Promise<Set<string>>;
    /** Issue 23.3: history as its reader receives it (modules/hidden-words). */
    hiddenWords?: HiddenWordsService;
  },
) {
  const messages = createChatMessagesRepo(db);
  const rooms = createRoomService(createRoomRepo(db));
  const memberWrites = createMemberWritesRepo(db, { engine: deps.engine });
  const service = createChatService({
    rooms,
    repo: createChatRepo(db, messages),
    writes: createChatWriteBatcher({ write: memberWrites.insertFromMembers }),
    hub: deps.realtime.hub,
    notify: deps.notify,
    log: deps.log,
    assertNotMuted: createMuteCheck(db),
    limits: deps.limits && createChatLimits({ repo: createChatLimitsRepo(db), ...deps.limits }),
    profileRequestLimit: deps.profileRequestLimit,
    alerts: deps.alerts,
    hidingAmong: deps.hidingAmong,
    hiddenWords: deps.hiddenWords,
  });
  deps.realtime.registerSocketEvents(chatSocketHandlers(service));
  deps.realtime.onDisconnect(chatOnDisconnect(service));
  // Issue 23.4: taking full profiles back is an /api action, so the mobile app can call it without a room joined.
  const actions: Pick<Handlers<typeof PRIVACY_ACTIONS>, 'hidefullprofile'> = {
    hidefullprofile: ({ viewer, input }) => service.hideFullProfile(input.room, viewer.userId),
  };
  return { rooms, service, actions };
}

export type ChatModule = ReturnType<typeof createChatModule>;
