// The hidden words' calls (`hiddenwords`, `sethiddenwords`): the person's own list, read and replaced whole.
import { apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const fetchHiddenWords = () => apiGet('hiddenwords').then(unwrap);
export const setHiddenWords = (words: string[]) => apiPost('sethiddenwords', { words }).then(unwrap);
