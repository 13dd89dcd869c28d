// The media hub's writes (RULES.md "Reads and writes"): a private photo made the profile picture or deleted, a
// recording deleted.
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const setProfilePhoto = (id: string) => apiPost('setuserprofileimage', { id }).then(unwrap);
export const deletePhoto = (filename: string) => apiPost('deluserimage', { filename }).then(unwrap);
export const deleteRecording = (filename: string) => apiPost('delvr', { filename }).then(unwrap);
