// How many error reports this server logs per window, shared fairly. One ceiling for everyone together
// let 31 addresses at their own limit silence every other person's reports for the window. Now each network (an
// IPv4 /24, an IPv6 /48) has a share nobody else can spend, and only reports beyond it draw on the shared ceiling;
// the networks are counted in memory, at most `networksKept` of them per window, so the footprint is bounded
// whatever addresses an attacker rotates through. The log this server writes per window is therefore at most
// `ceiling + networksKept × networkShare` reports. Per server on purpose: each server writes its own log.

export interface ReportBudgetRule {
  /** Reports beyond the networks' own shares, from everyone together. */
  ceiling: number;
  /** Reports each network may always send, whoever spent the ceiling. */
  networkShare: number;
  /** Reports one network may send in all (its addresses together). */
  perNetwork: number;
  /** Networks counted per window; past this, a new network draws on the ceiling alone. */
  networksKept: number;
  windowMs: number;
}

export interface ReportBudget {
  /** Counts a report from `client` (a per-address limit key) and says whether it may be logged. */
  take(client: string): { allowed: true } | { allowed: false; retryAfter: number };
  /** Networks counted in the open window (tests check the bound). */
  networks(): number;
}

/** An IPv4 address's /24 or an IPv6 key's /48 (client-address.ts limitKeyOf gives an IPv4 or an IPv6 /48). */
export function networkOf(client: string): string {
  if (client.includes(':')) return `${client.split(':').slice(0, 3).join(':')}::/48`;
  return `${client.split('.').slice(0, 3).join('.')}.0/24`;
}

export function createReportBudget(rule: ReportBudgetRule, clock: () => number = Date.now): ReportBudget {
  const sent = new Map<string, number>();
  let fromCeiling = 0;
  let windowEnds = 0;

  return {
    take(client) {
      const now = clock();
      if (now >= windowEnds) {
        windowEnds = now + rule.windowMs;
        fromCeiling = 0;
        sent.clear();
      }
      const refused = {
        allowed: false as const,
        retryAfter: Math.max(1, Math.ceil((windowEnds - now) / 1000)),
      };
      const network = networkOf(client);
      const before = sent.get(network);
      if (before === undefined && sent.size >= rule.networksKept) {
        // No room to count one more network: the ceiling alone decides, so rotating networks buys nothing more.
        if (fromCeiling >= rule.ceiling) return refused;
        fromCeiling += 1;
        return { allowed: true };
      }
      const count = before ?? 0;
      if (count >= rule.perNetwork) return refused;
      const beyondShare = count >= rule.networkShare;
      if (beyondShare && fromCeiling >= rule.ceiling) return refused;
      if (beyondShare) fromCeiling += 1;
      sent.set(network, count + 1);
      return { allowed: true };
    },
    networks: () => sent.size,
  };
}
