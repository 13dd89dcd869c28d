// The dating site's calls (RULES.md "Reads and writes", public): its web forms and their captcha, and the account
// deletion by link.
import { type ApiInput, apiGet, apiPost, unwrap } from '../../lib/api-client.ts';

export const fetchCaptchaSetup = () => apiGet('captchasitekey').then(unwrap);
export const sendWebForm = (request: ApiInput<'webform'>) => apiPost('webform', request).then(unwrap);
export const fetchDeletionLink = (token: string) => apiPost('deletionlink', { token }).then(unwrap);
export const confirmDeletion = (token: string) => apiPost('confirmdeletion', { token }).then(unwrap);
