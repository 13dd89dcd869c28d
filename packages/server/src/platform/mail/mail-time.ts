// How a moment reads in a mail or a page sent outside the app, where the reader's zone is unknown.

/** "24 November 2026 at 19:30 UTC": in UTC, so that every reader sees the same words. */
export function mailTime(at: Date): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`;
}
