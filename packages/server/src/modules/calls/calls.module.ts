// Wiring of calls (issue 8) so build-server.ts needs few lines: the call socket events, the PeerJS signalling
// server at /peerjs, and the `iceservers` action; rings counted per pair in the server's limiters.
import { CALLS } from '@rookery/shared/calls.ts';
import { PAIR_LIMIT_TEXT } from '@rookery/shared/limits.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/db-client.ts';
import { pairLimit } from '../../platform/http/pair-limits.ts';
import type { LimiterFactory } from '../../platform/http/rate-limiter.ts';
import type { RealtimeGateway } from '../../platform/realtime/realtime-gateway.ts';
import type { Alerts } from '../alerts/alerts.service.ts';
import { createRoomPort } from '../chat/chat.public.ts';
import type { RoomService } from '../chat/room.service.ts';
import { createMuteCheck } from '../moderation/mute-check.ts';
import { createCallsRepo } from './calls.repo.ts';
import { callsActions } from './calls.routes.ts';
import { createCallsService } from './calls.service.ts';
import { callsSocketHandlers } from './calls.socket.ts';
import { createIceServersService } from './ice-servers.service.ts';
import { registerPeerServer } from './peer-server.ts';

export function createCallsModule(
  app: FastifyInstance,
  db: Db,
  deps: {
    config: Config;
    realtime: RealtimeGateway;
    rooms: RoomService;
    limiters?: LimiterFactory;
    /** Issue 20's person events (modules/alerts). */
    alerts?: Alerts;
  },
) {
  const { config } = deps;
  const repo = createCallsRepo(db, createRoomPort(db));
  const service = createCallsService({
    repo,
    rooms: deps.rooms,
    hub: deps.realtime.hub,
    log: app.log,
    secret: config.calls.secret,
    noAnswerMs: config.calls.noAnswerMs,
    assertNotMuted: createMuteCheck(db),
    peerTokenTtlMs: CALLS.peerTokenTtlMs,
    alerts: deps.alerts,
    ringLimit:
      deps.limiters &&
      pairLimit(deps.limiters, 'pair-call-rings', config.pairLimits.callRings, PAIR_LIMIT_TEXT.callRings),
  });
  deps.realtime.registerSocketEvents(callsSocketHandlers(service));
  app.addHook('preClose', async () => service.stop());
  return {
    service,
    actions: callsActions(createIceServersService(config.calls, repo)),
    /** Call after the cookie plugin and the viewer are registered. */
    registerPeerServer: () =>
      registerPeerServer(app, {
        key: config.calls.peerjsKey,
        secret: config.calls.secret,
        allowedOrigins: config.allowedOrigins,
        trustProxy: config.trustProxy !== false,
        isCallLive: (room) => service.isLive(room),
        onNews: (listener) => deps.realtime.hub.onNews(listener),
      }),
  };
}
