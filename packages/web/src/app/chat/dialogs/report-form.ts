// The report form's check (RULES.md "Validation"): the shared ZReportForm, so the reasons are spelled as
// RULES.md "Validation" spells them and the messages are its own. Pure, so tested without a browser.
import { LIMITS } from '@rookery/shared/limits.ts';
import { type ReportForm, ZReportForm } from '@rookery/shared/schemas/chat.ts';

export interface ReportValues {
  reason: string;
  details: string;
}

export interface ReportErrors {
  reason?: string;
  details?: string;
}

export type ReportCheck = { ok: true; report: ReportForm } | { ok: false; errors: ReportErrors };

export function checkReport(values: ReportValues): ReportCheck {
  const parsed = ZReportForm.safeParse({
    // An unchosen reason is missing, not an empty string, so the schema gives its own message for it.
    reason: values.reason === '' ? undefined : values.reason,
    details: values.details,
  });
  if (parsed.success) return { ok: true, report: parsed.data };
  const errors: ReportErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'reason' ? 'reason' : 'details';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** '12/2000': the counter under Details. */
export function detailsCounter(details: string): string {
  return `${details.length}/${LIMITS.reportDetails}`;
}
