// The new-image screen's calls (RULES.md "Reads and writes" `generateimage`, `imagejob`); the collection's reads and
// writes are shell/shared-api.ts's, as the chat's gift dialog shows the same collection.
import { type ApiInput, apiGet, apiPost, unwrap } from '../../../lib/api-client.ts';

export const generateImage = (value: ApiInput<'generateimage'>) =>
  apiPost('generateimage', value).then(unwrap);
export const fetchImageJob = (id: string) => apiGet('imagejob', { id }).then(unwrap);
