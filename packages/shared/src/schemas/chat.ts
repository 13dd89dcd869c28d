// The chat's forms (RULES.md "Validation"): message text, report and date request, with their exact messages. The
// dialogs validate with these schemas and the socket server parses every event with them (events.ts).
import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const CHAT_MESSAGES = {
  textRequired: 'Write a message first',
  textTooLong: `Messages can be at most ${LIMITS.chatText} characters`,
  reasonRequired: 'Please select a reason for the report.',
  detailsRequired: 'Please provide details for the report.',
  dateRequired: 'Please set a date and time',
  datePast: 'Please choose a time in the future',
  dateTooFar: `Please choose a time within the next ${LIMITS.dateMaxDaysAhead} days`,
  locationRequired: 'Please enter a location',
  locationTooLong: `The location can be at most ${LIMITS.dateLocation} characters`,
} as const;

/** Spelled as RULES.md "Validation" spells them: the mobile app sends these exact strings. */
export const REPORT_REASONS = [
  'Harrassment',
  'Inappropriate content',
  'Fraudulent Behaviour',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * What a person reads for each reason: the wire keeps the spelling of RULES.md "Validation", the screen spells it
 * right.
 */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  Harrassment: 'Harassment',
  'Inappropriate content': 'Inappropriate content',
  'Fraudulent Behaviour': 'Fraudulent behaviour',
  Other: 'Other',
};

/** A stored reason as read by a person (anything unknown as it is). */
export function reportReasonLabel(reason: string): string {
  return (REPORT_REASON_LABELS as Record<string, string>)[reason] ?? reason;
}

export const ZChatText = z
  .string({ error: CHAT_MESSAGES.textRequired })
  .trim()
  .min(1, CHAT_MESSAGES.textRequired)
  .max(LIMITS.chatText, CHAT_MESSAGES.textTooLong);

export const ZReportForm = z.object({
  reason: z.enum(REPORT_REASONS, { error: CHAT_MESSAGES.reasonRequired }),
  details: z
    .string({ error: CHAT_MESSAGES.detailsRequired })
    .trim()
    .min(1, CHAT_MESSAGES.detailsRequired)
    .max(LIMITS.reportDetails, CHAT_MESSAGES.detailsRequired),
});
export type ReportForm = z.infer<typeof ZReportForm>;

/** An ISO 8601 time (the wire's `datedb`, UTC); the dialog turns its local picker value into one. */
export const ZDateTime = z
  .string({ error: CHAT_MESSAGES.dateRequired })
  .trim()
  .min(1, CHAT_MESSAGES.dateRequired)
  .refine((value) => !Number.isNaN(Date.parse(value)), CHAT_MESSAGES.dateRequired);

export const ZDateLocation = z
  .string({ error: CHAT_MESSAGES.locationRequired })
  .trim()
  .min(1, CHAT_MESSAGES.locationRequired)
  .max(LIMITS.dateLocation, CHAT_MESSAGES.locationTooLong);

/** The latest moment a date may be set for from `now` (a date's safety page cannot outlive it by years). */
export const latestDateAt = (now: number) => now + LIMITS.dateMaxDaysAhead * 86_400_000;

/** The date form: the time must still be ahead, and at most 90 days (checked again by the server's clock). */
export const ZDateForm = z.object({
  datedb: ZDateTime.refine((value) => Date.parse(value) > Date.now(), CHAT_MESSAGES.datePast).refine(
    (value) => Date.parse(value) <= latestDateAt(Date.now()),
    CHAT_MESSAGES.dateTooFar,
  ),
  location: ZDateLocation,
});
export type DateForm = z.infer<typeof ZDateForm>;
