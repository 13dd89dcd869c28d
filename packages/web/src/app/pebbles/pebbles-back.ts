// Where the store's back button leads (RULES.md "Screens and routes"): the app screen it was
// opened from, or the previous page. Only a plain screen name is followed, never an address.
import type { BackTarget } from '../shell/app-screen.tsx';

export function pebblesBack(from: string | null): BackTarget {
  if (from && /^[a-z0-9]{1,20}$/.test(from)) return `/app/${from}`;
  return { history: true, fallback: '/app/find' };
}
