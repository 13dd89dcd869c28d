// The face check's calls (api/face-check.actions.ts): the caller's state, a challenge after consent, the
// frames sent once, a moderator asked to look, and the kept face forgotten.
import { FACE_CONSENT } from '@rookery/shared/face-check.ts';
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const fetchFaceCheck = () => apiGet('facecheck').then(unwrap);
/** Records the consent (the text's version shown before the camera opened) and hands out a challenge. */
export const startFaceCheck = () =>
  apiPost('facecheckstart', { consent: true, consent_version: FACE_CONSENT.version }).then(unwrap);
export const submitFaceCheck = (challenge: string, frames: string[]) =>
  apiPost('facechecksubmit', { challenge, frames }).then(unwrap);
export const askFaceCheckHelp = (message: string) => apiPost('facecheckhelp', { message }).then(unwrap);
export const forgetFace = () => apiPost('forgetface', {}).then(unwrap);
