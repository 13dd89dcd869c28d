// The calls feature: the call socket events, the PeerJS signalling server at /peerjs, and the
// `iceservers` action; rings counted per pair in the server's limiters; a call ended with a match or an account.
import { CALLS } from '@rookery/shared/calls.ts';
import { PAIR_LIMIT_TEXT } from '@rookery/shared/limits.ts';
import { defineFeature } from '../../platform/feature/feature.ts';
import { pairLimit } from '../../platform/http/pair-limits.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Alerts } from '../alerts/alerts.public.ts';
import type { RoomPort, RoomService } from '../chat/chat.public.ts';
import type { MuteCheck } from '../moderation/moderation.public.ts';
import { createCallsRepo } from './calls.repo.ts';
import { callsActions } from './calls.routes.ts';
import { createCallsService } from './calls.service.ts';
import { callsSocketHandlers } from './calls.socket.ts';
import { createIceServersService } from './ice-servers.service.ts';
import { registerPeerServer } from './peer-server.ts';

export interface CallsModuleDeps {
  /** The chat's rooms and room port (modules/chat). */
  rooms: RoomService;
  roomPort: RoomPort;
  /** Alerts to the person (modules/alerts). */
  alerts: Alerts;
  /** The mute check (modules/moderation). */
  assertNotMuted: MuteCheck;
}

export function createCallsModule({ db, config, realtime, limiters, log }: Platform, deps: CallsModuleDeps) {
  const repo = createCallsRepo(db, deps.roomPort);
  const service = createCallsService({
    repo,
    rooms: deps.rooms,
    hub: realtime.hub,
    log,
    secret: config.calls.secret,
    noAnswerMs: config.calls.noAnswerMs,
    assertNotMuted: deps.assertNotMuted,
    peerTokenTtlMs: CALLS.peerTokenTtlMs,
    alerts: deps.alerts,
    ringLimit: pairLimit(limiters, 'pair-call-rings', config.pairLimits.callRings, PAIR_LIMIT_TEXT.callRings),
  });
  return defineFeature(
    {
      name: 'calls',
      actions: callsActions(createIceServersService(config.calls, repo)),
      socketHandlers: callsSocketHandlers(service),
      preClose: () => service.stop(),
      // After the cookie plugin and the viewer (register-features.ts runs after both).
      routes: (app) =>
        registerPeerServer(app, {
          key: config.calls.peerjsKey,
          secret: config.calls.secret,
          allowedOrigins: config.allowedOrigins,
          trustProxy: config.trustProxy !== false,
          isCallLive: (room) => service.isLive(room),
          onNews: (listener) => realtime.hub.onNews(listener),
          redisUrl: config.redisUrl,
        }),
    },
    { service },
  );
}
