// Report (RULES.md "Screens and routes" picture menu, 5 "Report"; RULES.md "Safety and moderation"): a reason spelled
// as RULES.md "Validation" spells it, details of 1 to 2000 characters, and what happens next. Sending ends the match
// for both people and files the report; the thank-you's OK (or closing it) tells the screen, which leaves the chat.
import { LIMITS } from '@rookery/shared/limits.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@rookery/shared/schemas/chat.ts';
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { useAckAction } from '../api/use-ack-action.ts';
import type { ChatDialogProps } from '../public/chat-types.ts';
import { ChatSheet } from './chat-sheet.tsx';
import { matchName } from './dialog-logic.ts';
import { detailsCounter, type ReportValues, ZReportFields } from './report-form.ts';

interface ReportDialogProps extends ChatDialogProps {
  /** The report was filed and the match has ended: the screen leaves the chat. */
  onDone: () => void;
}

export function ReportDialog({ open, onClose, match, emit, onDone }: ReportDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  const form = useSchemaForm<typeof ZReportFields, ReportValues>(ZReportFields, {
    defaultValues: { reason: '', details: '' },
  });
  const reason = form.watch('reason');
  const details = form.watch('details');
  const errors = {
    reason: form.formState.errors.reason?.message,
    details: form.formState.errors.details?.message,
  };
  const { clearErrors } = form;
  const [filed, setFiled] = useState(false);
  const send = useAckAction();
  const { reset } = send;
  const name = matchName(match);

  useEffect(() => {
    if (!open) return;
    clearErrors();
    reset();
  }, [open, reset, clearErrors]);

  const submit = form.handleSubmit(async (report) => {
    const answer = await send.run(() =>
      emit('report', {
        room: match.match_id,
        unmatcher: match.my_id,
        unmatchee: match.user_id,
        full_match: match.full_match,
        reason: report.reason,
        details: report.details,
      }),
    );
    if (answer?.success) setFiled(true);
  });

  if (filed) {
    return (
      <ChatSheet
        open={open}
        onClose={onDone}
        title="Thank you for telling us"
        footer={<AppButton onClick={onDone}>OK</AppButton>}
      >
        <div className="flex flex-col items-center pb-2 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-ice-100 text-ice-700">
            <ShieldCheck className="size-7" aria-hidden />
          </span>
          <p className="mt-4 leading-relaxed text-ocean-700">
            Your match with {name} has ended and your report is with our team. We review every report and act
            on it under the house rules.
          </p>
        </div>
      </ChatSheet>
    );
  }

  const counterId = `${id}-counter`;
  return (
    <ChatSheet
      open={open}
      onClose={onClose}
      busy={send.pending}
      title={`Report ${name}`}
      description={`Reporting ends your match with ${name} straight away, for both of you. Our team then reviews what you tell us.`}
      footer={
        <>
          {send.error ? <InlineAlert>{send.error}</InlineAlert> : null}
          <AppButton type="submit" form={formId} pending={send.pending} pendingLabel="Sending…">
            Send Report
          </AppButton>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-6 pb-2">
        <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
          <legend className="text-sm font-semibold text-ocean-800">Reason</legend>
          <div className="mt-2 grid gap-2">
            {REPORT_REASONS.map((one) => (
              <label
                key={one}
                className={clsx(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-4 ring-1 ring-inset transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-ice-300',
                  reason === one ? 'bg-coral-50 ring-coral-300' : 'ring-ocean-200 hover:bg-ocean-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={one}
                  checked={reason === one}
                  onChange={() => {
                    form.setValue('reason', one);
                    form.clearErrors('reason');
                  }}
                  className="size-5 accent-coral-500"
                />
                <span className="font-medium text-ocean-950">{REPORT_REASON_LABELS[one]}</span>
              </label>
            ))}
          </div>
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="mt-1.5 text-sm font-medium text-coral-700">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>

        <div>
          <label htmlFor={`${id}-details`} className="text-sm font-semibold text-ocean-800">
            Details
          </label>
          <textarea
            id={`${id}-details`}
            value={details}
            maxLength={LIMITS.reportDetails}
            rows={5}
            onChange={(event) => {
              form.setValue('details', event.target.value);
              form.clearErrors('details');
            }}
            placeholder="What happened? Include anything that helps us understand."
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={[errors.details ? `${id}-details-error` : '', counterId].join(' ').trim()}
            className={clsx(
              'mt-1.5 block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ocean-950 placeholder:text-ocean-400 focus:ring-4 focus:outline-none',
              errors.details
                ? 'border-coral-500 focus:ring-coral-100'
                : 'border-ocean-200 hover:border-ocean-300 focus:border-ice-500 focus:ring-ice-100',
            )}
          />
          <div className="mt-1.5 flex justify-between gap-3 text-sm">
            <p id={`${id}-details-error`} className="font-medium text-coral-700">
              {errors.details ?? ''}
            </p>
            <p id={counterId} className="shrink-0 text-ocean-500 tabular-nums">
              {detailsCounter(details)}
            </p>
          </div>
        </div>
      </form>
    </ChatSheet>
  );
}
