// Thin socket handlers of the call events (RULES.md "Calls the app makes", "Realtime"; the contract in
// packages/shared/src/calls.ts): the gateway has parsed the payload; each handler checks named ids against the
// session and calls the service.
import { requireSelf } from '../../platform/realtime/require-self.ts';
import type { SocketHandlers } from '../../platform/realtime/socket-handler.ts';
import type { CallsService } from './calls.service.ts';

export function callsSocketHandlers(
  calls: CallsService,
): Required<Pick<SocketHandlers, 'joinavchat' | 'joincall' | 'video' | 'endcall'>> {
  return {
    joinavchat: async (ctx, payload) => {
      requireSelf(ctx.userId, payload.my_id);
      return { ...(await calls.join(payload.room, ctx.userId, payload.vctype ?? 'audio')) };
    },
    joincall: async (ctx, payload) => {
      requireSelf(ctx.userId, payload.id);
      await calls.announce(payload.room, ctx.userId, payload.peerid, payload.action);
      return undefined;
    },
    video: async (ctx, payload) => {
      requireSelf(ctx.userId, payload.id);
      await calls.video(payload.room, ctx.userId, payload.on);
      return undefined;
    },
    endcall: async (ctx, payload) => {
      requireSelf(ctx.userId, payload.id);
      return calls.end(payload.room, ctx.userId);
    },
  };
}
