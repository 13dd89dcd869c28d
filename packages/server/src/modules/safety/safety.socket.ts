// Thin socket handlers of unmatch, report and block (RULES.md "Calls the app makes", "Realtime"; `block` is defined
// in events.ts).
import type { SocketHandlers } from '../../platform/realtime/socket-handler.ts';
import type { SafetyService } from './safety.service.ts';

export function safetySocketHandlers(
  safety: SafetyService,
): Required<Pick<SocketHandlers, 'unmatch' | 'report' | 'block'>> {
  return {
    unmatch: async (ctx, payload) => safety.unmatch(ctx.userId, payload),
    report: async (ctx, payload) => safety.report(ctx.userId, payload),
    block: async (ctx, payload) => safety.block(ctx.userId, payload),
  };
}
