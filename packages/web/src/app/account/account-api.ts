// The account deletion's call (API.md 3 `deleteaccount`, from the app).
import { apiPost, unwrap } from '../../lib/api-client.ts';

export const deleteAccount = () => apiPost('deleteaccount', 'App').then(unwrap);
