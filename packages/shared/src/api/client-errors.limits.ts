// The clienterror action's kinds and limits without zod (client-errors.actions.ts has the schema): the web app's
// error reporter is in the entry chunk, and importing the schema there would put zod on every page's first load.

export const CLIENT_ERROR_KINDS = ['boundary', 'error', 'rejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_LIMITS = {
  messageChars: 500,
  stackChars: 4000,
  /**
   * Reports per address, per account, per network (an IPv4 /24, an IPv6 /48), and from everyone together beyond
   * each network's own share, per window and server (nobody can spend another network's share).
   */
  perAddress: 20,
  perAccount: 20,
  perNetwork: 60,
  networkShare: 3,
  everyone: 600,
  windowMs: 10 * 60_000,
} as const;

/** One report, as ZClientError parses it. */
export interface ClientError {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
}
