// [defined here] Date check-in with a trusted contact: the person's contact, sharing an accepted date with
// them, the two check-ins and "I need help". Only the caller's own contact and the caller's own accepted dates.
import { z } from 'zod';
import { emailField } from '../schemas/email.ts';
import { defineAction } from './action.ts';

const HOUR = 3_600_000;

/** The timings of date check-ins (server and clients read the same numbers). */
export const SAFETY = {
  /** "I'm safe" is due this long after the date's start unless the person picks another time. */
  defaultSafeAfterHours: 3,
  minSafeAfterHours: 1,
  maxSafeAfterHours: 6,
  /** A missed "I'm safe" alerts the contact once this much later. */
  checkInGraceMs: 30 * 60_000,
  /** The date window (check-ins, "I need help") opens this long before the start… */
  windowBeforeMs: 2 * HOUR,
  /** A date can be shared from this long before its start (no page for a date months away). */
  shareBeforeMs: 24 * HOUR,
  /** "I need help" shows "still trying to reach …" when its mail is not out this long after the press. */
  helpSlowMs: 10_000,
  /** …and the shared page's link stops working this long after the start. */
  linkLifetimeAfterDateMs: 24 * HOUR,
} as const;

/**
 * Emergency numbers (RULES.md "Constants and limits": 911 USA and Canada, 111 New Zealand, 000 Australia), by ISO
 * code and by name.
 */
export const EMERGENCY_NUMBERS: readonly { code: string; country: string; number: string }[] = [
  { code: 'US', country: 'United States', number: '911' },
  { code: 'CA', country: 'Canada', number: '911' },
  { code: 'NZ', country: 'New Zealand', number: '111' },
  { code: 'AU', country: 'Australia', number: '000' },
];
/** For a country not listed: 112 reaches emergency services from most mobile phones worldwide. */
export const FALLBACK_EMERGENCY_NUMBER = '112';

/** The number for a country given as an ISO code ('NZ') or an English name ('New Zealand'). */
export function emergencyNumberFor(country: string | null | undefined): string {
  const key = (country ?? '').trim().toLowerCase();
  const found = EMERGENCY_NUMBERS.find(
    (e) => e.code.toLowerCase() === key || e.country.toLowerCase() === key,
  );
  return found?.number ?? FALLBACK_EMERGENCY_NUMBER;
}

export const SAFETY_TEXT = {
  nameRequired: "Please enter your contact's name",
  nameTooLong: 'The name can be at most 100 characters',
  emailRequired: "Please enter your contact's email",
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  dateUnknown: 'This date is not available.',
  notAccepted: 'Only an accepted date can be shared.',
  noContact: 'Please add a trusted contact first.',
  notShared: 'Please share your date with your trusted contact first.',
  outsideWindow: 'Check-ins open two hours before your date and close a day after it.',
  hoursRange: `Choose between ${SAFETY.minSafeAfterHours} and ${SAFETY.maxSafeAfterHours} hours.`,
  notArrived: 'Please check in as arrived first.',
  shareTooEarly: 'You can share your date from a day before it.',
  contactUnconfirmed:
    'Your trusted contact has not accepted yet. We mailed them a link; you can share once they accept.',
  contactOptedOut: 'This address does not take trusted contact mails from us. Please choose someone else.',
  inboxLimit: 'This address has had many mails from us today. Please call them instead.',
} as const;

export const ZTrustedContact = z
  .object({
    name: z
      .string({ error: SAFETY_TEXT.nameRequired })
      .trim()
      .min(1, SAFETY_TEXT.nameRequired)
      .max(100, SAFETY_TEXT.nameTooLong),
    email: emailField(SAFETY_TEXT.emailRequired, SAFETY_TEXT.emailInvalid),
    phone: z
      .string()
      .trim()
      .max(30, SAFETY_TEXT.phoneInvalid)
      .regex(/^(\+?[0-9 ()-]{6,30})?$/, SAFETY_TEXT.phoneInvalid)
      .optional()
      .default(''),
  })
  .strip();

const dateId = z.uuid({ error: SAFETY_TEXT.dateUnknown });
const ZDateRef = z.object({ date: dateId }).strip();
const NoInput = z.object({}).strip();

/** An IANA zone name the browser reports ("Pacific/Auckland"); checked by the server, else ignored. */
const timeZone = z.string().trim().max(64).optional();

export const ZShareDate = z
  .object({
    date: dateId,
    time_zone: timeZone,
    safe_after_hours: z.coerce
      .number({ error: SAFETY_TEXT.hoursRange })
      .int(SAFETY_TEXT.hoursRange)
      .min(SAFETY.minSafeAfterHours, SAFETY_TEXT.hoursRange)
      .max(SAFETY.maxSafeAfterHours, SAFETY_TEXT.hoursRange)
      .optional()
      .default(SAFETY.defaultSafeAfterHours),
  })
  .strip();

export const ZCheckIn = z.object({ date: dateId, kind: z.enum(['arrived', 'safe']) }).strip();

/** The person's position at that moment, if the browser gave it. */
export const ZNeedHelp = z
  .object({
    date: dateId,
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .strip();

export interface TrustedContact {
  name: string;
  email: string;
  phone: string;
}

/** The contact as the server answers it: whether they accepted (shares go only to a contact who did). */
export interface TrustedContactState extends TrustedContact {
  confirmed: boolean;
}

/** How a shared date ended early, as the contact is told: the match ended (and how), or the date was cancelled. */
export type DateEnding = 'unmatch' | 'block' | 'report' | 'deleted' | 'cancelled' | 'closed';

/** The latest mail to the contact about this date: sent, or still being tried (the server retries for hours). */
export interface SafetyAlert {
  kind: 'shared' | 'help' | 'missed';
  at: string;
  sent_at: string | null;
  /** True once a try failed or it is not out after SAFETY.helpSlowMs: the screen says "still trying". */
  trying: boolean;
}

/** One person's view of an accepted date's safety: what they shared and when they checked in (ISO times). */
export interface DateSafety {
  date: { id: string; location: string; date_at: string; match_name: string };
  contact: TrustedContactState | null;
  shared_at: string | null;
  safe_by: string | null;
  arrived_at: string | null;
  safe_at: string | null;
  alerted_at: string | null;
  /** Whether check-ins and "I need help" are open now. */
  in_window: boolean;
  emergency_number: string;
  /** Once shared: how the date or match ended, if it did; safety goes on from the shared record. */
  ended: { how: DateEnding; at: string | null } | null;
  /** The latest mail to the contact about this date, with whether it is out yet. */
  alert: SafetyAlert | null;
}

/** A date the caller shared whose safety record is still open (until a day after the date). */
export interface SharedDate {
  id: string;
  location: string;
  date_at: string;
  match_name: string;
  ended: boolean;
}

// The answers as data (the contract files and the test-time check), built to the interfaces above.
const ZTrustedContactState = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  confirmed: z.boolean(),
}) satisfies z.ZodType<TrustedContactState>;

const ZSafetyAlert = z.object({
  kind: z.enum(['shared', 'help', 'missed']),
  at: z.string(),
  sent_at: z.string().nullable(),
  trying: z.boolean(),
}) satisfies z.ZodType<SafetyAlert>;

const ZDateSafety = z.object({
  date: z.object({ id: z.string(), location: z.string(), date_at: z.string(), match_name: z.string() }),
  contact: ZTrustedContactState.nullable(),
  shared_at: z.string().nullable(),
  safe_by: z.string().nullable(),
  arrived_at: z.string().nullable(),
  safe_at: z.string().nullable(),
  alerted_at: z.string().nullable(),
  in_window: z.boolean(),
  emergency_number: z.string(),
  ended: z
    .object({
      how: z.enum(['unmatch', 'block', 'report', 'deleted', 'cancelled', 'closed']),
      at: z.string().nullable(),
    })
    .nullable(),
  alert: ZSafetyAlert.nullable(),
}) satisfies z.ZodType<DateSafety>;

const ZSharedDate = z.object({
  id: z.string(),
  location: z.string(),
  date_at: z.string(),
  match_name: z.string(),
  ended: z.boolean(),
}) satisfies z.ZodType<SharedDate>;

const ZSafetyAnswer = z.object({ safety: ZDateSafety });

export const DATE_SAFETY_ACTIONS = {
  /**
   * The caller's shared dates still open: how the app finds a date's safety screen when the match or the
   * date is gone from the chat (unmatched, cancelled, blocked).
   */
  mysharedates: defineAction<typeof NoInput, { dates: SharedDate[] }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ dates: z.array(ZSharedDate) }),
  }),
  trustedcontact: defineAction<typeof NoInput, { contact: TrustedContactState | null }>({
    method: 'GET',
    gate: 'member',
    input: NoInput,
    outputSchema: z.object({ contact: ZTrustedContactState.nullable() }),
  }),
  /**
   * Sets (or replaces) the caller's one trusted contact; 400 with SAFETY_TEXT on bad input. A new or unconfirmed
   * address is mailed a request to accept (again, when sent for the same address); 403 for a muted person.
   */
  settrustedcontact: defineAction<typeof ZTrustedContact, { contact: TrustedContactState }>({
    method: 'POST',
    gate: 'member',
    input: ZTrustedContact,
    outputSchema: z.object({ contact: ZTrustedContactState }),
  }),
  /** The caller's accepted date (they asked or were asked); 404 for anyone else's or an unknown date. */
  datesafety: defineAction<typeof ZDateRef, { safety: DateSafety }>({
    method: 'GET',
    gate: 'member',
    input: ZDateRef,
    outputSchema: ZSafetyAnswer,
  }),
  /** Mails the trusted contact the date and a new private link (the previous link stops working). */
  sharedate: defineAction<typeof ZShareDate, { safety: DateSafety }>({
    method: 'POST',
    gate: 'member',
    input: ZShareDate,
    outputSchema: ZSafetyAnswer,
  }),
  checkin: defineAction<typeof ZCheckIn, { safety: DateSafety }>({
    method: 'POST',
    gate: 'member',
    input: ZCheckIn,
    outputSchema: ZSafetyAnswer,
  }),
  /**
   * Alerts the trusted contact at once, with the position when given; only during the date window. Answers as soon
   * as the alert is queued (durably; the mail is never sent inside the request): `alert` says whether it is out.
   */
  needhelp: defineAction<typeof ZNeedHelp, { sent: true; with_position: boolean; alert: SafetyAlert }>({
    method: 'POST',
    gate: 'member',
    input: ZNeedHelp,
    outputSchema: z.object({ sent: z.literal(true), with_position: z.boolean(), alert: ZSafetyAlert }),
  }),
};
