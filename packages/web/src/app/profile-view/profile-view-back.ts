// Where the profile view's Back goes (RULES.md "Screens and routes"): to the screen named by `from` (passing `from2`
// on as that screen's own `from`); from=chat goes back in history; from=profile1 and from=images add
// refresh=true. Only plain screen names are followed, so a link cannot send someone off the app.
import type { BackTarget } from '../shell/app-screen.tsx';

const SCREEN_NAME = /^[a-z0-9]{1,30}$/;

/** null when the view was opened from the menu (nothing to go back to). */
export function profileViewBack(from: string | null, from2: string | null): BackTarget | null {
  if (!from || !SCREEN_NAME.test(from)) return null;
  if (from === 'chat') return { history: true, fallback: '/app/matches' };
  const query = new URLSearchParams();
  if (from2 && SCREEN_NAME.test(from2)) query.set('from', from2);
  if (from === 'profile1' || from === 'images') query.set('refresh', 'true');
  const search = query.toString();
  return `/app/${from}${search ? `?${search}` : ''}`;
}
