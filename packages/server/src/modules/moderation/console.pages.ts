// The moderation console's pages, rendered on the server: plain HTML and forms, no script, none of the
// members' app bundle. Every stranger's text goes through escapeHtml. Colours are the app's design tokens.
import { escapeHtml as e } from '@rookery/shared/html.ts';
import { reportReasonLabel } from '@rookery/shared/schemas/chat.ts';
import { COLOURS } from '@rookery/shared/site-looks.ts';
import { messageInWords } from './message-words.ts';
import type { ContextMessage, LoggedAction, ReportRow } from './moderation.repo.ts';
import { timeOf } from './moderation-format.ts';
import type { ViewRow } from './moderators.repo.ts';

/** A report older than this is late: the goal is an action within the hour. */
export const LATE_MS = 60 * 60_000;

/** The design tokens the console's CSS names, as custom properties (`ocean800` is `--ocean-800`). */
const TOKENS = (
  [
    'ocean50',
    'ocean200',
    'ocean500',
    'ocean800',
    'ocean950',
    'ice100',
    'coral50',
    'coral300',
    'coral700',
    'pebble50',
  ] as const
)
  .map((name) => `--${name.replace(/(\d+)$/, '-$1')}:${COLOURS[name]}`)
  .join(';');

const STYLE = `
:root{${TOKENS}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
color:var(--ocean-950);background:var(--ocean-50);overflow-wrap:anywhere}
header{background:var(--ocean-950);color:#fff;padding:.75rem 1rem;display:flex;gap:1rem;align-items:center;
justify-content:space-between;flex-wrap:wrap}header a{color:#fff;text-decoration:none;font-weight:600}
header form{margin:0}main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.35rem;margin:.5rem 0 1rem}h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 2px rgb(7 22 43/.06),0 8px 24px -12px rgb(7 22 43/.18);
padding:1rem;margin-bottom:.75rem}
.queue{list-style:none;margin:0;padding:0}.queue a{display:block;color:inherit;text-decoration:none}
.queue li.late .card{border-left:6px solid var(--coral-700);background:var(--coral-50)}
.age{font-weight:700;color:var(--ocean-800)}.late .age{color:var(--coral-700)}
.meta{color:var(--ocean-500);font-size:.9rem}
.badge{display:inline-block;border-radius:999px;padding:.05rem .6rem;font-size:.8rem;font-weight:700;
background:var(--coral-700);color:#fff;margin-left:.5rem}
.msgs{list-style:none;margin:0;padding:0;font-size:.92rem}
.msgs li{padding:.35rem .5rem;border-bottom:1px solid var(--ocean-200)}.msgs .text{white-space:pre-wrap;overflow-wrap:anywhere}
.msgs .meta{font-size:.8rem}.msgs img.sent{display:block;max-width:min(100%,16rem);max-height:16rem;margin-top:.35rem;border-radius:.5rem}
.msgs li.reported{background:var(--pebble-50)}.marker{color:var(--coral-700);font-weight:700;padding:.35rem .5rem}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input,select,textarea{width:100%;font:inherit;padding:.55rem .7rem;border:1px solid var(--ocean-200);border-radius:10px;
background:#fff}textarea{min-height:4.5rem}
button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:.6rem 1.2rem;background:var(--ocean-800);
color:#fff;cursor:pointer;margin-top:.75rem}header button{background:transparent;border:1px solid #fff;margin:0;
padding:.3rem .9rem}
.error{background:var(--coral-50);border:1px solid var(--coral-300);color:var(--coral-700);border-radius:10px;
padding:.6rem .8rem;margin-bottom:.75rem}.done{background:var(--ice-100);border-radius:10px;padding:.6rem .8rem;
margin-bottom:.75rem}.alert{background:var(--coral-50);border:1px solid var(--coral-300);border-radius:10px;
padding:.6rem .8rem;margin-bottom:.75rem}
.signin{max-width:24rem;margin:3rem auto}
table{width:100%;border-collapse:collapse;font-size:.9rem}td,th{text-align:left;padding:.3rem .4rem;
border-bottom:1px solid var(--ocean-200)}
.row{display:grid;gap:.75rem}@media(min-width:48rem){.row{grid-template-columns:3fr 2fr}}
`;

export function layout(title: string, body: string, signedIn: string | null): string {
  const top = signedIn
    ? `<header><a href="/admin">Rookery moderation</a><span class="meta" style="color:var(--ocean-200)">${e(signedIn)}</span>
<form method="post" action="/admin/api/signout"><button type="submit">Sign out</button></form></header>`
    : '<header><span style="font-weight:600">Rookery moderation</span></header>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${e(title)} · Rookery moderation</title><style>${STYLE}</style></head>
<body>${top}<main>${body}</main></body></html>`;
}

export function ageOf(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

const nameOf = (email: string | null, name: string | null) =>
  email ? `${name?.trim() || '(no name)'} <${email}>` : '(deleted account)';

/** The sign-in form; after a refusal the address typed stays (never the password or the code), focus on the password. */
export function signInPage(error: string | null, email = ''): string {
  const kept = email.trim().slice(0, 254);
  return layout(
    'Sign in',
    `<div class="signin card"><h1>Moderator sign-in</h1>${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<form method="post" action="/admin/api/signin">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required${kept ? ` value="${e(kept)}"` : ' autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${kept ? ' autofocus' : ''}>
<label for="code">Code from the authenticator app</label><input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required>
<button type="submit">Sign in</button></form></div>`,
    null,
  );
}

/** The console's line after a sign-in when someone else tried to sign in as this moderator. */
export const failedElsewhereText = (n: number) =>
  `${n} failed sign-in${n === 1 ? '' : 's'} from other browsers since your last visit. If that was not you, tell the team: someone may be trying your password.`;

const viewRows = (views: ViewRow[]) =>
  views
    .map(
      (v) =>
        `<tr><td>${e(timeOf(v.viewedAt))}</td><td>${e(v.moderatorEmail)}</td><td><a href="/admin/reports/${e(v.reportId)}">${e(v.reportId.slice(0, 8))}</a></td></tr>`,
    )
    .join('');

/** Every view of a conversation, a page at a time, newest first. */
export function viewsPage(input: {
  moderator: string;
  views: ViewRow[];
  page: number;
  older: boolean;
}): string {
  const { page } = input;
  const links = [
    page > 0 ? `<a href="/admin/views?page=${page - 1}" rel="prev">Newer</a>` : '',
    input.older ? `<a href="/admin/views?page=${page + 1}" rel="next">Older</a>` : '',
  ].filter(Boolean);
  const rows = viewRows(input.views);
  return layout(
    'Conversation views',
    `<h1>Conversation views, newest first (page ${page + 1})</h1>
<div class="card">${rows ? `<table><thead><tr><th>When</th><th>Moderator</th><th>Report</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No views on this page.</p>'}</div>
<p><a href="/admin">Back to the queue</a>${links.length ? ` · ${links.join(' · ')}` : ''}</p>`,
    input.moderator,
  );
}

export function queuePage(input: {
  moderator: string;
  reports: ReportRow[];
  views: ViewRow[];
  now: Date;
  done: string | null;
  /** Failed sign-ins from other browsers before this session. */
  failedElsewhere: number;
  /** Face checks waiting for a moderator. */
  faceChecks: number;
}): string {
  const { now } = input;
  const items = input.reports
    .map((r) => {
      const late = now.getTime() - r.createdAt.getTime() > LATE_MS;
      return `<li class="${late ? 'late' : ''}" data-report="${e(r.id)}"><a href="/admin/reports/${e(r.id)}"><div class="card">
<span class="age">${e(ageOf(r.createdAt, now))}</span>${late ? '<span class="badge">Over an hour</span>' : ''}
<div><strong>${e(nameOf(r.reportedEmail, r.reportedName))}</strong> · ${e(reportReasonLabel(r.reason))}</div>
<div class="meta">Reported ${e(timeOf(r.createdAt))} by ${e(nameOf(r.reporterEmail, r.reporterName))}</div>
</div></a></li>`;
    })
    .join('');
  const views = viewRows(input.views);
  return layout(
    'Reports',
    `${input.failedElsewhere > 0 ? `<p class="alert" role="alert">${e(failedElsewhereText(input.failedElsewhere))}</p>` : ''}
${input.done ? `<p class="done" role="status">${e(input.done)}</p>` : ''}
<h1>Open reports, oldest first (${input.reports.length})</h1>
${items ? `<ul class="queue">${items}</ul>` : '<p class="card">No open reports.</p>'}
<h2>Face checks</h2>
<p class="card"><a href="/admin/facechecks">${input.faceChecks === 0 ? 'No face check is waiting.' : `${input.faceChecks} face check${input.faceChecks === 1 ? '' : 's'} waiting for a moderator`}</a></p>
<h2>Conversation views (audit)</h2>
<div class="card">${views ? `<table><thead><tr><th>When</th><th>Moderator</th><th>Report</th></tr></thead><tbody>${views}</tbody></table><p><a href="/admin/views">Every view, page by page</a></p>` : '<p>No views yet.</p>'}</div>`,
    input.moderator,
  );
}

export interface ReportView {
  report: ReportRow;
  around: ContextMessage[];
  standing: string;
  actions: LoggedAction[];
  others: { id: string; reason: string; status: string; createdAt: Date }[];
}

export function reportPage(moderator: string, view: ReportView, now: Date, error: string | null): string {
  const { report } = view;
  const late = report.status === 'open' && now.getTime() - report.createdAt.getTime() > LATE_MS;
  let marked = false;
  const lines: string[] = [];
  for (const m of view.around) {
    if (!marked && m.createdAt > report.createdAt) {
      lines.push('<li class="marker">— reported here —</li>');
      marked = true;
    }
    const who =
      m.fromId === report.reportedId ? 'reported' : m.fromId === report.reporterId ? 'reporter' : 'other';
    const text = messageInWords(m);
    // An image is shown, not only said: what was sent is often what was reported.
    const image =
      m.type === 'image'
        ? `<img class="sent" src="/admin/reports/${e(report.id)}/images/${m.id}" alt="The image the ${who} sent">`
        : '';
    lines.push(
      `<li class="${who}"><div class="meta">${e(timeOf(m.createdAt))} · ${who}</div><div class="text">${e(text)}</div>${image}</li>`,
    );
  }
  if (!marked) lines.push('<li class="marker">— reported here —</li>');
  const actions = view.actions
    .map(
      (a) =>
        `<tr><td>${e(timeOf(a.createdAt))}</td><td>${e(a.action)}${a.until ? ` until ${e(timeOf(a.until))}` : ''}</td><td>${e(a.moderator)}</td><td>${e(a.reason)}</td></tr>`,
    )
    .join('');
  const others = view.others
    .map(
      (o) =>
        `<tr><td>${e(timeOf(o.createdAt))}</td><td><a href="/admin/reports/${e(o.id)}">${e(reportReasonLabel(o.reason))}</a></td><td>${e(o.status)}</td></tr>`,
    )
    .join('');
  return layout(
    'Report',
    `${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<p><a href="/admin">← All reports</a></p>
<h1>Report about ${e(nameOf(report.reportedEmail, report.reportedName))}${late ? '<span class="badge">Over an hour</span>' : ''}</h1>
<div class="card"><div><span class="age">${e(ageOf(report.createdAt, now))}</span> · ${e(report.status)} · ${e(view.standing)}</div>
<div><strong>Reason:</strong> ${e(reportReasonLabel(report.reason))}</div><div><strong>Details:</strong> ${e(report.details || '(none)')}</div>
<div class="meta">From ${e(nameOf(report.reporterEmail, report.reporterName))} · ${e(timeOf(report.createdAt))}</div></div>
<div class="row"><section><h2>Messages around the report</h2>
<div class="card"><ul class="msgs" aria-label="Messages around the report">${lines.join('')}</ul></div></section>
<section><h2>Act</h2><form class="card" method="post" action="/admin/api/reports/${e(report.id)}/action">
<label for="action">Action</label><select id="action" name="action">
<option value="warn">Warn</option><option value="mute">Mute</option><option value="suspend">Suspend</option>
<option value="ban">Ban</option><option value="lift">Lift</option></select>
<label for="days">Days (mute, suspend; empty mute lasts until lifted)</label><input id="days" name="days" inputmode="numeric" maxlength="4">
<label for="reason">Reason (required, written in the log)</label><textarea id="reason" name="reason" maxlength="1000" required></textarea>
<button type="submit">Apply</button></form></section></div>
<h2>History of this person</h2>
<div class="card"><h3 style="margin-top:0;font-size:1rem">Other reports</h3>${others ? `<table><tbody>${others}</tbody></table>` : '<p>None.</p>'}
<h3 style="font-size:1rem">Actions</h3>${actions ? `<table><thead><tr><th>When</th><th>Action</th><th>By</th><th>Reason</th></tr></thead><tbody>${actions}</tbody></table>` : '<p>None.</p>'}</div>`,
    moderator,
  );
}
