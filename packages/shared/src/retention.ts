// Retention periods (RULES.md "Constants and limits"): how long the server keeps each kind of data before its tasks
// delete it.
/**
 * How long things are kept (RULES.md "Money and limits", "Constants and limits"): the server's retention tasks
 * (modules/account/retention.*) delete by these, and the legal pages' prose (privacy policy, terms, EULA, the
 * /delete and /contact forms) quotes them; docs/PRIVACY-DATA.md is held to them by a web test
 * (privacy-data-doc.test.ts). A module of its own, so the limits the first web route loads do not carry it.
 */
export const RETENTION = {
  inactiveMonths: 6,
  warningDays: 14,
  /** Messages and matches, after the conversation's (and its members') last activity. */
  chatMonths: 12,
  /** Contact requests and the app's feedback, after support resolved them. */
  contactMonths: 12,
  /** The /delete form's data, after its resolution (or its creation, if it never was). */
  deletionFormMonths: 24,
  /** Codes count towards the 10-a-day limit for a day (codes.service.ts); an hour more allows for clock skew. */
  codeHours: 25,
  finishedJobDays: 30,
  scheduledRunDays: 90,
  /** The record of moderators opening reports (moderation_views; the privacy policy's retention table). */
  moderationViewMonths: 24,
} as const;
