// The web push actions (push.actions.ts): pushkey, pushsubscribe, pushunsubscribe; thin.
import type { PUSH_ACTIONS } from '@rookery/shared/api/push.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { PushService } from './push.service.ts';

export function pushActions(push: PushService): Handlers<typeof PUSH_ACTIONS> {
  return {
    pushkey: async () => ({ key: push.key() }),
    pushsubscribe: async ({ viewer, input }) => {
      await push.subscribe(viewer, input);
      return {};
    },
    pushunsubscribe: async ({ viewer, input }) => {
      await push.unsubscribe(viewer.userId, input.endpoint);
      return {};
    },
  };
}
