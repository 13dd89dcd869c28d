// The deep link kept through sign-in (RULES.md "States and transitions"): a signed-out screen sends the person to
// /app with the screen they asked for; the entry decision (app/entry/decide-entry.ts) keeps it in this tab while they
// sign in, and /app leads back to it. Only what every screen's 401 redirect needs is here.

/**
 * `returnto` names an app screen ('matches', '/app/matches', 'chat?x=1'); anything that could leave the app (another
 * origin, '..', a scheme) is ignored, so a crafted link cannot bounce a person elsewhere.
 */
export function safeReturnTo(returnto: string | null): string | undefined {
  if (!returnto) return undefined;
  // A path that starts with two slashes names another host; one slash and 'app/' is this app's own path.
  if (/^\s*[/\\]{2}/.test(returnto)) return undefined;
  const clean = returnto.replace(/^\/+/, '').replace(/^app\//, '');
  return /^[A-Za-z0-9][\w-]*(\/[\w-]+)*(\?[\w\-=&%.]*)?$/.test(clean) ? `/app/${clean}` : undefined;
}

/** /app with the current screen as `returnto` ('/app/matches?x=1' → '/app?returnto=matches%3Fx%3D1'). */
export function entryPathFor(location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  const kept = safeReturnTo(here);
  if (!kept || kept === '/app/' || location.pathname === '/app') return '/app';
  return `/app?${new URLSearchParams({ returnto: kept.slice('/app/'.length) })}`;
}
