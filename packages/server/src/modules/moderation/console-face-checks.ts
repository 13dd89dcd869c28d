// The console's face checks page: the checks a moderator should decide (a face that matched a banned
// person's or another account's, a request for help after a failed check) and a form for each. No face is shown:
// none is kept. The decisions are the face check's own (modules/face-check, through app.services.faceChecks).
import { escapeHtml as e } from '@rookery/shared/html.ts';
import type { FaceCheckService } from '../face-check/face-check.public.ts';
import { layout } from './console.pages.ts';
import { timeOf } from './moderation-format.ts';

export type FaceCheckQueueRow = Awaited<ReturnType<FaceCheckService['queue']>>[number];

export const FACE_DECISIONS = ['verify', 'refuse', 'tries'] as const;
export type FaceDecision = (typeof FACE_DECISIONS)[number];

export const FACE_DONE: Record<FaceDecision, string> = {
  verify: 'Verified: they have been told, and their badge shows.',
  refuse: 'Refused: they have been told why.',
  tries: 'They have 3 new tries today, and have been told.',
};

function whyOf(row: FaceCheckQueueRow): string {
  if (row.reviewKind === 'banned-face') {
    return `The face matches a banned person's${row.reviewOther ? ` (account ${row.reviewOther})` : ' (an account deleted since)'}. Likely ban evasion.`;
  }
  if (row.reviewKind === 'duplicate') {
    return `The face matches another live account (${row.reviewOther ?? 'deleted since'}): a second account, or a stolen photo.`;
  }
  return `They asked for help after a failed check: "${row.reason ?? 'no reason kept'}"`;
}

export function faceChecksPage(input: {
  moderator: string;
  rows: FaceCheckQueueRow[];
  done: string | null;
  error: string | null;
}): string {
  const items = input.rows
    .map(
      (row) => `<li class="card" data-face-check="${e(row.userId)}">
<div><strong>${e(row.name || row.email)}</strong> · ${e(row.email)} · <span class="meta">${e(row.state)}, ${e(timeOf(row.updatedAt))}</span></div>
<p>${e(whyOf(row))}</p>
${row.helpMessage ? `<p class="meta">Their message: ${e(row.helpMessage)}</p>` : ''}
<form method="post" action="/admin/api/facechecks/${e(row.userId)}">
<label for="d-${e(row.userId)}">Decision</label>
<select id="d-${e(row.userId)}" name="decide"><option value="verify">Verify (the badge shows)</option>
<option value="refuse">Refuse (they read the reason)</option><option value="tries">Give 3 new tries today</option></select>
<label for="r-${e(row.userId)}">Reason or note for them</label>
<textarea id="r-${e(row.userId)}" name="reason" maxlength="500"></textarea>
<button type="submit">Decide</button></form></li>`,
    )
    .join('');
  return layout(
    'Face checks',
    `${input.error ? `<p class="error" role="alert">${e(input.error)}</p>` : ''}
${input.done ? `<p class="done" role="status">${e(input.done)}</p>` : ''}
<h1>Face checks waiting, oldest first (${input.rows.length})</h1>
<p class="meta">No picture of a check is kept, so none is shown: decide from the account's history and reports.</p>
${items ? `<ul class="queue">${items}</ul>` : '<p class="card">No face check is waiting.</p>'}`,
    input.moderator,
  );
}
