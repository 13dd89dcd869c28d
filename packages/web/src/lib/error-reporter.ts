// Reports the app's own failures to the server (the clienterror action; docs/OPERATIONS.md "Client errors"): the
// error screen's catches, window errors and unhandled rejections. Only the error's message and the stack's script
// locations go, without query strings; the server scrubs again and limits. A page sends a few reports at most.
import {
  CLIENT_ERROR_LIMITS,
  type ClientError,
  type ClientErrorKind,
} from '@rookery/shared/api/client-errors.limits.ts';

/** One page load never sends more than this (a render loop would otherwise report every frame). */
export const REPORTS_PER_PAGE = 5;

/** The report of one error: its message and its stack with query strings and fragments cut from every URL. */
export function clientErrorOf(kind: ClientErrorKind, error: unknown): ClientError {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined;
  const withoutQueries = (text: string) => text.replace(/([?#])[^\s):]*/g, '');
  return {
    kind,
    message: withoutQueries(message).slice(0, CLIENT_ERROR_LIMITS.messageChars),
    ...(stack ? { stack: withoutQueries(stack).slice(0, CLIENT_ERROR_LIMITS.stackChars) } : {}),
  };
}

export interface Reporter {
  report(kind: ClientErrorKind, error: unknown): void;
}

/** A reporter that sends at most `limit` reports, each once, and never throws (a report that fails is dropped). */
export function createReporter(
  send: (report: ClientError) => Promise<unknown>,
  limit = REPORTS_PER_PAGE,
): Reporter {
  let sent = 0;
  const seen = new Set<string>();
  return {
    report(kind, error) {
      const report = clientErrorOf(kind, error);
      const key = `${report.kind}:${report.message}`;
      if (sent >= limit || seen.has(key)) return;
      seen.add(key);
      sent += 1;
      send(report).catch(() => undefined);
    },
  };
}

function post(report: ClientError): Promise<unknown> {
  // keepalive: a report made just before a reload still arrives.
  return fetch('/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
    body: JSON.stringify({ action: 'clienterror', data: report }),
  });
}

export const clientErrors = createReporter(post);

/** window.onerror and unhandled rejections, reported; call once at start. */
export function reportUncaughtErrors(reporter: Reporter = clientErrors): void {
  window.addEventListener('error', (event) => reporter.report('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reporter.report('rejection', event.reason));
}
