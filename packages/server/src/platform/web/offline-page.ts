// The page the service worker shows for an /app screen when the network is gone: the product's look (the /app
// backdrop and card, the design tokens of shared/site-looks.ts COLOURS) in one self-contained document, so nothing
// else has to be fetched while offline but the icon it keeps beside it. Retry is a link to the same address.
import { escapeHtml } from '@rookery/shared/html.ts';
import { APP_THEME, COLOURS as C } from '@rookery/shared/site-looks.ts';

export function offlinePage(product: string): string {
  const name = escapeHtml(product);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
<meta name="theme-color" content="${APP_THEME.themeColor}" />
<title>You're offline · ${name}</title>
<link rel="icon" type="image/svg+xml" href="/icons/rookery.svg" />
<style>
  *{box-sizing:border-box}
  html,body{margin:0;min-height:100%}
  body{min-height:100dvh;display:grid;place-items:center;padding:24px;background:${APP_THEME.backgroundColor};
    background-image:radial-gradient(44rem 28rem at 50% 115%,rgb(255 122 89/.22),transparent 70%);
    font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;
    color:${C.ocean950};-webkit-font-smoothing:antialiased}
  main{width:100%;max-width:26rem;background:#fff;border-radius:1.75rem;padding:2.5rem 2rem 2rem;text-align:center;
    box-shadow:0 24px 60px -20px rgb(0 0 0/.45)}
  img{width:5rem;height:5rem;display:block;margin:0 auto 1.5rem}
  h1{margin:0;font-size:1.75rem;line-height:1.2;font-weight:700;letter-spacing:-.01em}
  p{margin:.75rem 0 0;line-height:1.6;color:${C.ocean600}}
  a.retry{display:inline-flex;align-items:center;justify-content:center;margin-top:1.75rem;height:3rem;
    padding:0 2rem;border-radius:999px;background:${C.coral400};color:${C.ocean950};font-weight:600;font-size:1rem;
    text-decoration:none;transition:background-color .15s}
  a.retry:hover{background:${C.coral300}}
  a.retry:focus-visible{outline:3px solid ${C.ice500};outline-offset:3px}
</style>
</head>
<body>
<main>
  <img src="/icons/rookery.svg" alt="" />
  <h1>You're offline</h1>
  <p>${name} can't reach the internet right now, so your matches and messages will have to wait a moment.</p>
  <p>Check your Wi-Fi or mobile data, then try again.</p>
  <a class="retry" href="">Retry</a>
</main>
</body>
</html>
`;
}
