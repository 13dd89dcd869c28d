// The person's own stored profile (RULES.md "Reads and writes" `profile`): the Profile Corner edits it, the profile
// view compares with it.
import { apiGet, unwrap } from '../../../lib/api-client.ts';

export const fetchOwnProfile = () => apiGet('profile').then(unwrap);
