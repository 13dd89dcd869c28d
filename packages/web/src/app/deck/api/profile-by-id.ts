// A profile as another person sees it (RULES.md "Reads and writes" `profilebyid`, RULES.md "Who may see what"): the
// deck's call, which the profile view, the deck's sheet and the chat's header read.
import { apiGet, unwrap } from '../../../lib/api-client.ts';

export const fetchProfileById = (id: string, full: boolean) =>
  apiGet('profilebyid', { id, full: full ? '1' : '0' }).then(unwrap);
