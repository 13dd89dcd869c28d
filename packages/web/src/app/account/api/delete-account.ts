// The account deletion's call (RULES.md "Reads and writes" `deleteaccount`, from the app).
import { apiPost, unwrap } from '../../../lib/api-client.ts';

export const deleteAccount = () => apiPost('deleteaccount', 'App').then(unwrap);
