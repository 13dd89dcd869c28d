// The calls several features share that the first /app route needs (RULES.md "Reads and writes"): the menu row,
// logincheck, the person's own profile and a profile by id. The person's images and media are collection-api.ts's and
// the matches, notifications and alert preferences matches-api.ts's, so the first route does not carry them (small
// shared modules are copied into every chunk that imports them, vite.config.ts).
import { type ApiInput, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const fetchMenuData = () => apiGet('menudata').then(unwrap);

/** The person's own stored profile. */
export const fetchProfile = () => apiGet('profile').then(unwrap);
export const fetchProfileById = (id: string, full: boolean) =>
  apiGet('profilebyid', { id, full: full ? '1' : '0' }).then(unwrap);

/**
 * Who this is and which gate they stand at (RULES.md "States and transitions"); it also records the position given.
 */
export const loginCheck = (input: ApiInput<'logincheck'>) => apiPost('logincheck', input).then(unwrap);
