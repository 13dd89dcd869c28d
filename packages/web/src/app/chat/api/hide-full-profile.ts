// The chat screen's own HTTP call (RULES.md "Reads and writes" `hidefullprofile`); everything else in a chat goes
// over its socket.
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const hideFullProfile = (room: string) => apiPost('hidefullprofile', { room }).then(unwrap);
