// Thin socket handlers of the date events (RULES.md "Calls the app makes", "Realtime"): the gateway has parsed the
// payload with its shared schema; each handler calls the service with the session's user and answers the
// acknowledgement.
import type { SocketHandlers } from '../../platform/realtime/socket-handler.ts';
import type { DatesService } from './dates.service.ts';

export function datesSocketHandlers(
  dates: DatesService,
): Required<Pick<SocketHandlers, 'getdates' | 'setdate' | 'acceptdate' | 'canceldate'>> {
  return {
    getdates: async (ctx, payload) => {
      const list = await dates.list(ctx.userId, payload);
      // The asker's socket gets the list as the `dates` event too, as the mobile app listens for it.
      ctx.socket.emit('dates', { room: payload.room, dates: list });
      return { dates: list };
    },
    setdate: async (ctx, payload) => dates.request(ctx.userId, payload),
    acceptdate: async (ctx, payload) => dates.answer(ctx.userId, payload),
    canceldate: async (ctx, payload) => dates.cancel(ctx.userId, payload),
  };
}
