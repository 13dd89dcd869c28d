// Call actions (RULES.md "Peer-to-peer calls"; the contract in ../calls.ts).
import { z } from 'zod';
import type { IceServersAnswer } from '../calls.ts';
import { defineAction } from './action.ts';

const NoInput = z.object({}).strip();

export const CALLS_ACTIONS = {
  /** STUN/TURN for a call; TURN credentials minted for this person for `ttl` seconds. Needs an open match. */
  iceservers: defineAction<typeof NoInput, IceServersAnswer>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({
      iceServers: z.array(
        z.object({
          urls: z.array(z.string()),
          username: z.string().optional(),
          credential: z.string().optional(),
        }),
      ),
      relayOnly: z.boolean(),
      ttl: z.number(),
    }) satisfies z.ZodType<IceServersAnswer>,
  }),
};
