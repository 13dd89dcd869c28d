// The chat's forms (SPEC.md 5 "Chat"): message text, report and date request, with their exact messages. The
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
  locationRequired: 'Please enter a location',
  locationTooLong: `The location can be at most ${LIMITS.dateLocation} characters`,
} as const;

/** Spelled as SPEC.md 5 spells them: the mobile app sends these exact strings. */
export const REPORT_REASONS = [
  'Harrassment',
  'Inappropriate content',
  'Fraudulent Behaviour',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

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

/** The date form: the time must still be ahead (checked again by the server with its own clock). */
export const ZDateForm = z.object({
  datedb: ZDateTime.refine((value) => Date.parse(value) > Date.now(), CHAT_MESSAGES.datePast),
  location: ZDateLocation,
});
export type DateForm = z.infer<typeof ZDateForm>;
