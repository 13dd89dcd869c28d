// Thin socket handler of sendgift (RULES.md "Calls the app makes", "Realtime").
import type { SocketHandlers } from '../../platform/realtime/socket-handler.ts';
import type { GiftsService } from './gifts.service.ts';

export function giftsSocketHandlers(gifts: GiftsService): Required<Pick<SocketHandlers, 'sendgift'>> {
  return {
    sendgift: async (ctx, payload) => gifts.send(ctx.userId, payload),
  };
}
