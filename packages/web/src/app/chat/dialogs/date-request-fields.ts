// Request a Date's form as its schema (RULES.md "Validation"): the form's values checked with the shared ZDateForm.
// Apart from date-request.ts, which the chat's bubbles read, so the chat's chunk does not carry the form.
import { ZDateForm } from '@rookery/shared/schemas/chat.ts';
import { z } from 'zod';
import { dateDisplay, toDateDb } from './date-request.ts';

/** The form's values: a day from the calendar and an 'HH:mm' time (When), and the place (Where). */
export interface DateRequestValues {
  when: { day: Date | undefined; time: string };
  location: string;
}

/**
 * The form's values checked with ZDateForm: When's day and time become `datedb` first (missing either, RULES.md
 * "Validation"'s 'Please set a date and time'), so its messages show under When; the output is setdate's payload with
 * the date as the chat shows it.
 */
export const ZDateRequestFields = z
  .object({
    when: z
      .object({ day: z.date().optional(), time: z.string() })
      .transform(({ day, time }) => toDateDb(day, time))
      .pipe(ZDateForm.shape.datedb),
    location: ZDateForm.shape.location,
  })
  .transform(({ when, location }) => ({ datedb: when, datetext: dateDisplay(when), location }));
