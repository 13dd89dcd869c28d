// The web app's error reports (a contract like the other /api actions, in shared/api/client-errors.actions.ts):
// limited per address and per account in the server's limiter store and per network and for everyone together fairly
// in this server's memory (report-budget.ts), scrubbed of anything personal, counted in /metrics and logged at warn
// with the request id.
import {
  CLIENT_ERROR_LIMITS,
  type CLIENT_ERRORS_ACTIONS,
  type ClientError,
} from '@rookery/shared/api/client-errors.actions.ts';
import type { Handlers } from '../http/api-dispatcher.ts';
import { AppError } from '../http/app-error.ts';
import { clientOf } from '../http/client-address.ts';
import type { LimiterFactory } from '../http/rate-limiter.ts';
import { getViewer } from '../http/viewer.ts';
import type { Metrics } from './metrics.ts';
import { createReportBudget } from './report-budget.ts';

/** Networks whose reports one server counts per window: a few hundred kilobytes at most. */
const NETWORKS_KEPT = 1000;

const KEPT_MESSAGE = 200;
const KEPT_FRAMES = 12;
/** A frame's script: Chrome's "at f (URL:1:2)" / "at URL:1:2", Firefox's and Safari's "f@URL:1:2". */
const FRAME_URL = /(?:\(|@|at )((?:https?:)?\/\/[^\s()]+?|\/[^\s()]+?):(\d+):(\d+)\)?\s*$/;

/**
 * No personal data leaves the browser's text: the message is cut to 200 characters with e-mail addresses and
 * long numbers (phone numbers, ids) blotted out; the stack keeps only frames of our own scripts under /assets/
 * (or /src/ in development) on this host, as path:line:column, with no query string or function names.
 */
/** A Host header as URL normalises it; none for junk (then no frame is ours). */
function hostOf(header: string): string | null {
  try {
    return new URL(`http://${header}`).host;
  } catch {
    return null;
  }
}

export function scrubClientError(report: ClientError, ownHost: string): ClientError {
  const message = report.message
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/\p{Cc}/gu, ' ')
    .slice(0, KEPT_MESSAGE);
  const frames: string[] = [];
  // As URL writes it (no default port), so that "localhost:80" and "http://localhost/..." agree.
  const host = hostOf(ownHost);
  for (const line of (report.stack ?? '').split('\n')) {
    const match = FRAME_URL.exec(line.trim());
    if (!match) continue;
    const [, raw = '', row, column] = match;
    let url: URL;
    try {
      url = new URL(raw, `http://${ownHost}`);
    } catch {
      continue;
    }
    if (host === null || url.host !== host || !/^\/(assets|src)\/[\w./-]+$/.test(url.pathname)) continue;
    frames.push(`${url.pathname}:${row}:${column}`);
    if (frames.length === KEPT_FRAMES) break;
  }
  return { kind: report.kind, message, ...(frames.length > 0 ? { stack: frames.join('\n') } : {}) };
}

export function clientErrorActions(
  metrics: Pick<Metrics, 'clientErrors'>,
  limiters: LimiterFactory,
): Handlers<typeof CLIENT_ERRORS_ACTIONS> {
  const { windowMs } = CLIENT_ERROR_LIMITS;
  const everyone = createReportBudget({
    ceiling: CLIENT_ERROR_LIMITS.everyone,
    networkShare: CLIENT_ERROR_LIMITS.networkShare,
    perNetwork: CLIENT_ERROR_LIMITS.perNetwork,
    networksKept: NETWORKS_KEPT,
    windowMs,
  });
  const perAddress = limiters('client-errors-address', { max: CLIENT_ERROR_LIMITS.perAddress, windowMs });
  const perAccount = limiters('client-errors-account', { max: CLIENT_ERROR_LIMITS.perAccount, windowMs });
  return {
    clienterror: async ({ input, request }) => {
      const client = clientOf(request);
      await perAddress.consume(client);
      const viewer = await getViewer(request);
      if (viewer) await perAccount.consume(viewer.userId);
      const share = everyone.take(client);
      if (!share.allowed) throw new AppError('TOO_MANY', undefined, share.retryAfter);
      const report = scrubClientError(input, request.host);
      metrics.clientErrors.count(report.kind);
      request.log.warn({ clientError: report }, 'client error');
      return {};
    },
  };
}
