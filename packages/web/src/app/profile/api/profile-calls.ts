// The profile editor's write (RULES.md "Reads and writes" `updateprofile`); its reads are shell/shared-api.ts's.
import type { Profile } from '@rookery/shared/schemas/profile.ts';
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const updateProfile = (profile: Profile) => apiPost('updateprofile', { profile }).then(unwrap);
