// Who this is and which gate they stand at (RULES.md "Reads and writes" `logincheck`, "States and transitions"); it
// also records the position given. The entry decides by it; the Profile Corner asks it for a new person's name.
import { type ApiInput, apiPost, unwrap } from '../../../lib/api-client.ts';

export const loginCheck = (input: ApiInput<'logincheck'>) => apiPost('logincheck', input).then(unwrap);
