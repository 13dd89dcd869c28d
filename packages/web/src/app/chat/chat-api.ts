// The chat screen's own HTTP call (API.md 3 `hidefullprofile`); everything else in a chat goes over its socket.
import { apiPost, unwrap } from '../../lib/api-client.ts';

export const hideFullProfile = (room: string) => apiPost('hidefullprofile', { room }).then(unwrap);
