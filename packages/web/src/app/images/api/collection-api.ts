// The person's collection as several features read and change it (RULES.md "Reads and writes"): the AI images and the
// pebbles they cost (images, the chat's gift dialog), the private photos, the voice recordings and their prompts
// (media hub, recorder).
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

/** The AI images: `profile: '1'` is the public one only. */
export const fetchImages = (profile: '0' | '1') => apiGet('userimages', { profile }).then(unwrap);
export const fetchImagesPage = (page: number) => apiGet('userimagespage', { page }).then(unwrap);
export const fetchPebbles = () => apiGet('pebbles').then(unwrap);
export const selectImage = (imageid: string) => apiPost('selectimage', { imageid }).then(unwrap);
export const deleteImage = (imageid: string) => apiPost('delaiimage', { fileid: imageid }).then(unwrap);

export const fetchPrivatePhotos = () => apiGet('profileimages').then(unwrap);
export const fetchVoiceRecordings = () => apiGet('voicerecordings').then(unwrap);
export const fetchVoicePrompts = () => apiGet('vrprompts').then(unwrap);
