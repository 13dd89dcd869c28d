// The small server-rendered pages a trusted contact opens from a mail: the date's page, the
// request to be a contact and the stop page. No account, no script; one card on the app's deep blue.
import { escapeHtml } from '@rookery/shared/html.ts';
import type { FastifyReply } from 'fastify';

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:20px;
background:#07162b;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#07162b}
main{width:100%;max-width:28rem;background:#fff;border-radius:1.5rem;padding:2rem 1.5rem}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}p{margin:.5rem 0;line-height:1.55;color:#475a73}
.who{display:flex;gap:1rem;align-items:center;margin:1.25rem 0}.who img{width:72px;height:72px;border-radius:1rem;object-fit:cover}
.who strong{display:block;font-size:1.1rem;color:#07162b}ul{list-style:none;padding:0;margin:1rem 0}
li{padding:.75rem 1rem;border-radius:.75rem;background:#f1f4f8;margin:.5rem 0;color:#07162b}
li.ok{background:#e3f6ec}li.warn{background:#fdecea}small{color:#5b6b80}
.ended{padding:.75rem 1rem;border-radius:.75rem;background:#fff4e0;color:#5c3b00;margin:1rem 0}
form{margin:.75rem 0}button{width:100%;min-height:3rem;border-radius:999px;border:0;font:inherit;font-weight:700;
cursor:pointer;background:#07162b;color:#fff}button.quiet{background:#fff;color:#07162b;box-shadow:inset 0 0 0 1px #b8c4d3}
button:focus-visible{outline:4px solid #7cc4e8;outline-offset:2px}`;

/** A whole page. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * Sends a page that no cache keeps. Its address goes to nobody (`no-referrer`, the date's page), or only to
 * ourselves (`same-origin`: a page with forms, whose posts must keep their Origin for the Origin check).
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  referrer: 'no-referrer' | 'same-origin' = 'no-referrer',
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', referrer)
    .send(page(title, body));
}

export function notFound(reply: FastifyReply, product: string) {
  return sendPage(
    reply,
    404,
    `Link not available · ${product}`,
    `<h1>This link is not available</h1><p>It may have expired (a link works until a day after the date) or been replaced by a newer one.</p><p>If you are worried about someone, call them, or call the emergency services.</p>`,
  );
}
