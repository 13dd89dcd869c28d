// Per-person abuse limits (docs/SECURITY.md): how many messages a second, conversations opened a day,
// reports a day and position changes a person may make, and the sentence each refusal says. The counters live in
// the server's limiters (limiters.ts), so with REDIS_URL a person's hits on every server add up. AI images have
// their own daily cap, counted in the database (platform/imagegen/imagegen-config.ts IMAGEGEN_DAILY_CAP).
// Each number is an environment variable; 0 switches that limit off.
import { z } from 'zod';
import type { LimitRule } from './rate-limiter.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Messages a second are counted over a few seconds, so a quick burst of short replies passes. */
export const MESSAGE_WINDOW_SECONDS = 3;

export const ABUSE_DEFAULTS = {
  /** A person types a few messages a second at most; a script sends hundreds. */
  messagesPerSecond: 5,
  /** First messages in a match (conversations opened) a day: scammers open dozens, a person a handful. */
  firstMessagesPerDay: 30,
  /** Reports a day: enough for a bad evening; beyond it, reporting becomes a way to harass. */
  reportsPerDay: 10,
  /**
   * Position changes (a move to another 1 km grid cell) an hour and a day: the app sends a position when it
   * opens, so travelling across a city makes a few changes an hour; trilateration needs hundreds.
   */
  locationChangesPerHour: 10,
  locationChangesPerDay: 50,
} as const;

export const ABUSE_TEXT = {
  messagesPerSecond: "You've sent a lot of messages in a moment. Please wait a few seconds.",
  firstMessages:
    "You've started a lot of new conversations today. Give your matches a chance to reply, and try again tomorrow.",
  reports:
    "You've sent a lot of reports today, so we can't take another one until tomorrow. You can still block this person, and if you are in danger, please contact the police.",
  locationChanges:
    "Your location has changed many times in a short while, so we're keeping your last one for now. Please try again later.",
} as const;

const count = z.coerce.number().int().min(0).max(100_000);

/** Spread into config.ts's schema. */
export const ABUSE_ENV = {
  /** Default 5; 0 (off) when NODE_ENV=test, where chat tests and benches send hundreds of messages at once. */
  LIMIT_MESSAGES_PER_SECOND: count.optional(),
  LIMIT_FIRST_MESSAGES_PER_DAY: count.default(ABUSE_DEFAULTS.firstMessagesPerDay),
  LIMIT_REPORTS_PER_DAY: count.default(ABUSE_DEFAULTS.reportsPerDay),
  LIMIT_LOCATION_CHANGES_PER_HOUR: count.default(ABUSE_DEFAULTS.locationChangesPerHour),
  LIMIT_LOCATION_CHANGES_PER_DAY: count.default(ABUSE_DEFAULTS.locationChangesPerDay),
};

const EnvShape = z.object(ABUSE_ENV);
type AbuseEnv = z.infer<typeof EnvShape>;

/** Each limit as a rule, or null when switched off. */
export interface AbuseConfig {
  messages: LimitRule | null;
  firstMessages: LimitRule | null;
  reports: LimitRule | null;
  locationHourly: LimitRule | null;
  locationDaily: LimitRule | null;
}

const rule = (max: number, windowMs: number): LimitRule | null => (max > 0 ? { max, windowMs } : null);

export function abuseConfig(e: AbuseEnv & { NODE_ENV: string }): AbuseConfig {
  const perSecond =
    e.LIMIT_MESSAGES_PER_SECOND ?? (e.NODE_ENV === 'test' ? 0 : ABUSE_DEFAULTS.messagesPerSecond);
  return {
    messages: rule(perSecond * MESSAGE_WINDOW_SECONDS, MESSAGE_WINDOW_SECONDS * 1000),
    firstMessages: rule(e.LIMIT_FIRST_MESSAGES_PER_DAY, DAY),
    reports: rule(e.LIMIT_REPORTS_PER_DAY, DAY),
    locationHourly: rule(e.LIMIT_LOCATION_CHANGES_PER_HOUR, HOUR),
    locationDaily: rule(e.LIMIT_LOCATION_CHANGES_PER_DAY, DAY),
  };
}
