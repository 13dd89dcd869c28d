// The web push actions (alerts.actions.ts): pushkey, pushsubscribe, pushunsubscribe; thin.
import type { ALERTS_ACTIONS } from '@rookery/shared/api/alerts.actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { PushService } from './push.service.ts';

export function pushActions(
  push: PushService,
): Pick<Handlers<typeof ALERTS_ACTIONS>, 'pushkey' | 'pushsubscribe' | 'pushunsubscribe'> {
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
