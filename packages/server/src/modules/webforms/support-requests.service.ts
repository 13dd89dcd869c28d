// Support's rules for contact requests and app feedback (`npm run admin -- requests`): finding one by id or prefix,
// and resolving it once, with a resolution in support's words. Resolving starts the 12 months after which the
// retention task deletes it (RULES.md "Constants and limits": contact requests 12 months after they are resolved).
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import type { StoredSupportRequest, SupportRequestsRepo } from './support-requests.repo.ts';

export const MAX_SUPPORT_RESOLUTION = 500;

export interface SupportRequestsDeps {
  repo: SupportRequestsRepo;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createSupportRequestsService(deps: SupportRequestsDeps) {
  const now = deps.now ?? (() => new Date());

  async function get(id: string): Promise<StoredSupportRequest> {
    const found = await deps.repo.find(id);
    if (found === 'ambiguous') {
      throw new AppError('BAD_INPUT', `More than one request starts with ${id}; give more of the id.`);
    }
    if (!found) throw new AppError('NOT_FOUND', `No contact request or feedback has the id ${id}.`);
    if (found.form === 'delete') {
      throw new AppError(
        'BAD_INPUT',
        `${found.id} is a deletion request; those are worked with: npm run admin -- deletions show ${found.id}`,
      );
    }
    return found;
  }

  return {
    get,

    queue: (all: boolean): Promise<StoredSupportRequest[]> => deps.repo.queue(all),

    /** Marks a request answered (or otherwise dealt with), saying how; refused once it is resolved. */
    async resolve(id: string, resolution: string, operator: string): Promise<StoredSupportRequest> {
      const words = resolution.trim();
      if (!words) {
        throw new AppError('BAD_INPUT', 'Say how the request was resolved: --resolution "answered by mail".');
      }
      if (words.length > MAX_SUPPORT_RESOLUTION) {
        throw new AppError(
          'BAD_INPUT',
          `The resolution must be at most ${MAX_SUPPORT_RESOLUTION} characters.`,
        );
      }
      const request = await get(id);
      if (request.status === 'resolved') {
        throw new AppError(
          'BAD_INPUT',
          `Request ${request.id} is already resolved (${request.resolution ?? 'no resolution'}).`,
        );
      }
      if (!(await deps.repo.resolve(request.id, words, now()))) {
        // Another operator resolved it between the read and the update: say what they wrote.
        const current = await get(request.id);
        throw new AppError(
          'BAD_INPUT',
          `Request ${current.id} was resolved meanwhile (${current.resolution ?? 'no resolution'}).`,
        );
      }
      deps.log.info({ reference: request.id, operator, resolution: words }, 'contact request resolved');
      return get(request.id);
    },
  };
}

export type SupportRequestsService = ReturnType<typeof createSupportRequestsService>;
