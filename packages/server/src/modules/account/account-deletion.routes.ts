// `deleteaccount` (RULES.md "Reads and writes"): the caller deletes their own account, then is signed out. Thin: the
// rules are in account-deletion.service.ts. Any session may call it, verified or not (gate 'session' in the
// contract).
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import { clearSessionCookie } from '../../platform/http/viewer.ts';
import type { AccountDeletion } from './account-deletion.service.ts';

/**
 * Action handlers do not see the reply, so the handler marks its request and `registerSignOut`'s onSend hook clears
 * the session cookie of the answer (registered after viewer.ts's hook, so a sliding-expiry refresh cannot put it back).
 */
export function accountDeletionActions(accounts: AccountDeletion): {
  actions: Pick<Handlers<typeof ACTIONS>, 'deleteaccount'>;
  registerSignOut(app: FastifyInstance): void;
} {
  const signedOut = new WeakSet<FastifyRequest>();
  return {
    registerSignOut(app) {
      app.addHook('onSend', async (request, reply, payload) => {
        if (signedOut.has(request)) clearSessionCookie(request, reply);
        return payload;
      });
    },
    actions: {
      deleteaccount: async ({ viewer, input, request }) => {
        const source = typeof input === 'string' ? input : (input.source ?? 'web');
        // Two requests at once (a second tab, a retry): the one that finds the account already gone answers the
        // same, since the person asked for no account and there is none.
        await accounts.deleteAccount(viewer.userId, 'self');
        request.sessionRefreshed = false;
        signedOut.add(request);
        request.log.info({ source }, 'deleteaccount');
        return {};
      },
    },
  };
}
