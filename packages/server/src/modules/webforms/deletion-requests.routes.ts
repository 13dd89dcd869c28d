// The public actions of a deletion request's confirmation link (/delete/confirm): deletionlink and confirmdeletion.
import type { ACTIONS } from '@rookery/shared/api/actions.ts';
import type { Handlers } from '../../platform/http/api-dispatcher.ts';
import type { DeletionRequestsService } from './deletion-requests.service.ts';

export function deletionRequestsActions(
  deletions: DeletionRequestsService,
): Pick<Handlers<typeof ACTIONS>, 'deletionlink' | 'confirmdeletion'> {
  return {
    deletionlink: async ({ input, request }) => deletions.checkLink(input.token, request),
    confirmdeletion: async ({ input, request }) => {
      await deletions.confirm(input.token, request);
      return {};
    },
  };
}
