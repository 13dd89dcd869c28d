// Thin socket handler of sendgift (SPEC.md 7, API.md 5).
import type { SocketHandlers } from '../../platform/realtime/socket-handler.ts';
import type { GiftsService } from './gifts.service.ts';

export function giftsSocketHandlers(gifts: GiftsService): Required<Pick<SocketHandlers, 'sendgift'>> {
  return {
    sendgift: async (ctx, payload) => gifts.send(ctx.userId, payload),
  };
}
