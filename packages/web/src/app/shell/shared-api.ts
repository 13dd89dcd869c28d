// The calls several features share (API.md 3): the menu row, the matches list, the notifications, the person's
// images and balance, media, profiles, the alert preferences, logincheck and the one-time code link. A feature's
// own calls are in its `<feature>-api.ts`; the query hooks over these live with the data they show.
import { type ApiInput, apiGet, apiPost, unwrap } from '../../lib/api-client.ts';

export const fetchMenuData = () => apiGet('menudata').then(unwrap);
export const fetchMatches = () => apiGet('matches').then(unwrap);

export const fetchNotifications = () => apiGet('notifications').then(unwrap);
export const markNotificationsRead = () => apiPost('readnotifications', {}).then(unwrap);
export const deleteNotifications = () => apiPost('deletenotifications', {}).then(unwrap);

/** The AI images: `profile: '1'` is the public one only. */
export const fetchImages = (profile: '0' | '1') => apiGet('userimages', { profile }).then(unwrap);
export const fetchImagesPage = (page: number) => apiGet('userimagespage', { page }).then(unwrap);
export const fetchPebbles = () => apiGet('pebbles').then(unwrap);
export const selectImage = (imageid: string) => apiPost('selectimage', { imageid }).then(unwrap);
export const deleteImage = (imageid: string) => apiPost('delaiimage', { fileid: imageid }).then(unwrap);

export const fetchPrivatePhotos = () => apiGet('profileimages').then(unwrap);
export const fetchVoiceRecordings = () => apiGet('voicerecordings').then(unwrap);
export const fetchVoicePrompts = () => apiGet('vrprompts').then(unwrap);

/** The person's own stored profile. */
export const fetchProfile = () => apiGet('profile').then(unwrap);
export const fetchProfileById = (id: string, full: boolean) =>
  apiGet('profilebyid', { id, full: full ? '1' : '0' }).then(unwrap);

export const fetchPreferences = () => apiGet('preferences').then(unwrap);

/** Who this is and which gate they stand at (SPEC.md 4 "App entry"); it also records the position given. */
export const loginCheck = (input: ApiInput<'logincheck'>) => apiPost('logincheck', input).then(unwrap);

/** A one-time link's token (verification, password reset, new email). */
export const openCodeLink = (token: string) => apiPost('codelink', { token }).then(unwrap);
