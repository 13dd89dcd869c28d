// What moderation says: the notices a person reads about an action on their account, and the sentences the
// moderators' commands and the console answer a mistake with.
import { dayOf, isIndefinite } from './mute-check.ts';

/** A reason longer than this is refused; --days at most this. */
export const MAX_REASON = 1000;
export const MAX_DAYS = 3650;

/** What the person reads in their notifications (the EULA: "we will tell you ... by a notification"). */
export const NOTICE = {
  mute: {
    title: 'You have been muted',
    text: (until: Date, reason: string) =>
      isIndefinite(until)
        ? `You can't send messages until a moderator lifts the mute. Reason: ${reason}`
        : `You can't send messages until ${dayOf(until)}. Reason: ${reason}`,
  },
  warn: {
    title: 'A warning from the moderators',
    text: (reason: string) =>
      `Reason: ${reason} Please keep to the Terms of Use: a further breach may lead to a mute, a suspension or a ban.`,
  },
  lift: {
    title: 'Account action lifted',
    text: (reason: string) =>
      `A moderator has lifted the restrictions on your account: you can sign in and send messages again. Reason: ${reason}`,
  },
  suspensionEnded: {
    title: 'Your suspension has ended',
    text: (until: Date, reason: string) =>
      `Your suspension until ${dayOf(until)} has ended. It was for: ${reason} Please keep to the Terms of Use.`,
  },
} as const;

export const MODERATION_TEXT = {
  noPerson: 'Name the person: an email address or an account id.',
  notAPersonRef: (ref: string) => `"${ref}" is neither an email address nor an account id.`,
  unknownEmail: (ref: string) => `No account has the email address ${ref}.`,
  unknownId: (ref: string) => `No account has the id ${ref}.`,
  noReportId: 'Name the report by its id (see `reports`).',
  unknownReport: (ref: string) => `No report has the id ${ref}.`,
  reportResolved: (id: string) => `Report ${id} is already resolved.`,
  reportNotAbout: (id: string, who: string) => `Report ${id} is not about ${who}.`,
  noReason: 'Give a reason with --reason "…": it is written in the log with your name.',
  longReason: `Keep the reason under ${MAX_REASON} characters.`,
  stray: (words: string[]) =>
    `Unexpected ${words.map((w) => `"${w}"`).join(' ')}: put a reason of several words in quotes.`,
  untilAndDays: 'Give --until or --days, not both.',
  badDate: (value: string) => `"${value}" is not a date: write it as YYYY-MM-DD.`,
  pastDate: (value: string) => `${value} is not in the future: give a date from tomorrow on.`,
  badDays: (value: string) => `--days takes a whole number of days from 1 to ${MAX_DAYS}, not "${value}".`,
  suspensionNeedsEnd:
    'A suspension needs an end: give --until YYYY-MM-DD or --days N (a ban is the one without an end).',
  banned: (who: string) => `${who} is banned: lift the ban first to mute or suspend instead.`,
  alreadyBanned: (who: string) => `${who} is already banned.`,
  nothingToLift: (who: string) => `${who} has no mute, suspension or ban to lift.`,
  noBanListed: (email: string) => `No account has the email ${email}, and no ban lists it.`,
} as const;
