// The web app's own failures, reported so operators see them (docs/OPERATIONS.md "Client errors").
//
// POST /api {action:"clienterror", data:{kind, message, stack?}} → {success}. Public (a crash can happen before
//      sign-in). kind: "boundary" (the error screen was shown), "error" (window.onerror) or "rejection" (an
//      unhandled promise rejection). message: up to 500 characters, stack: up to 4,000; the server keeps the first
//      200 characters of the message with e-mail addresses and long numbers blotted out, and only the stack frames
//      of our own /assets/ scripts, without query strings. Counted in rookery_client_errors_total{kind} and logged at
//      warn with the request id. 400 for anything else; 413 over the body limit; 429 with Retry-After after
//      CLIENT_ERROR_LIMITS per address, per account or per network, or beyond the network's own share when all
//      clients together pass the server's ceiling.
import { z } from 'zod';
import { defineAction } from './action.ts';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, type ClientError } from './client-errors.limits.ts';

export {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  type ClientError,
  type ClientErrorKind,
} from './client-errors.limits.ts';

export const ZClientError = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_LIMITS.messageChars),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stackChars).optional(),
});
// The zod-free type in client-errors.limits.ts must stay the schema's own.
const sameShape: [z.infer<typeof ZClientError>, ClientError] extends [
  ClientError,
  z.infer<typeof ZClientError>,
]
  ? true
  : never = true;
void sameShape;

export const CLIENT_ERRORS_ACTIONS = {
  clienterror: defineAction<typeof ZClientError, object>({
    method: 'POST',
    gate: 'public',
    input: ZClientError,
    outputSchema: z.object({}),
  }),
};
