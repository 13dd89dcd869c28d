// The AI images (RULES.md "Reads and writes" `userimages`): `profile: '1'` is the public one only, which the media
// hub's card reads; apart from images.ts so that the hub does not carry the collection's code.
import { apiGet, unwrap } from '../../../lib/api-client.ts';

export const fetchImages = (profile: '0' | '1') => apiGet('userimages', { profile }).then(unwrap);
