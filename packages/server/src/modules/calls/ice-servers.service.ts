// The `iceservers` answer (RULES.md "Peer-to-peer calls"; contract in packages/shared/src/calls.ts): STUN and TURN
// from configuration, TURN credentials minted for this person for a short time, and only for someone with a match to
// call.
import { CALL_TEXT, type IceServer, type IceServersAnswer } from '@rookery/shared/calls.ts';
import type { CallsConfig } from '../../config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { mintTurnCredential } from './call-credentials.ts';
import type { CallsRepo } from './calls.repo.ts';

export function createIceServersService(
  config: CallsConfig,
  repo: Pick<CallsRepo, 'hasOpenMatch'>,
  clock: () => Date = () => new Date(),
) {
  return {
    async forUser(userId: string): Promise<IceServersAnswer> {
      if (!(await repo.hasOpenMatch(userId))) throw new AppError('FORBIDDEN', CALL_TEXT.noMatch);
      const iceServers: IceServer[] = [];
      if (config.stunUrls.length > 0 && !config.relayOnly) iceServers.push({ urls: config.stunUrls });
      if (config.turnUrls.length > 0) {
        const turn = mintTurnCredential(config.turnSecret, userId, config.turnTtlSeconds, clock());
        iceServers.push({ urls: config.turnUrls, ...turn });
      }
      return {
        iceServers,
        relayOnly: config.relayOnly,
        ttl: config.turnUrls.length > 0 ? config.turnTtlSeconds : 0,
      };
    },
  };
}

export type IceServersService = ReturnType<typeof createIceServersService>;
