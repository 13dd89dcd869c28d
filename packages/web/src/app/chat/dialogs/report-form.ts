// The report form's check (RULES.md "Validation"): the shared ZReportForm, so the reasons are spelled as
// RULES.md "Validation" spells them and the messages are its own. Tested without a browser.
import { LIMITS } from '@rookery/shared/limits.ts';
import { ZReportForm } from '@rookery/shared/schemas/chat.ts';
import { z } from 'zod';

/** The sheet's values: no reason chosen yet is ''. */
export interface ReportValues {
  reason: string;
  details: string;
}

/** The sheet's values checked with ZReportForm: an unchosen reason is missing, so the schema gives its own message. */
export const ZReportFields = z.object({
  reason: z.preprocess((value) => (value === '' ? undefined : value), ZReportForm.shape.reason),
  details: ZReportForm.shape.details,
});

/** '12/2000': the counter under Details. */
export function detailsCounter(details: string): string {
  return `${details.length}/${LIMITS.reportDetails}`;
}
